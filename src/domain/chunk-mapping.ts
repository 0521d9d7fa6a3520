/**
 * Where a build's chunk map lives (page component → its script files): one file per build, named
 * by webpack's compilation hash, so it never changes under its name. Written by the build
 * (gatsby/chunk-mapping.ts), fetched by the browser to prefetch pages' code, cached for good by
 * the server.
 */
export function chunkMappingAddress(compilationHash: string): string {
  return `/chunk-map/${compilationHash}.json`;
}

const CHUNK_MAPPING_ADDRESS = /^\/chunk-map\/[0-9a-f]{16,}\.json$/;

export function isChunkMappingAddress(sitePath: string): boolean {
  return CHUNK_MAPPING_ADDRESS.test(sitePath);
}

/** A chunk map as read from the network: an object of lists of site paths, or null. */
export function parseChunkMapping(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const mapping: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(value)) {
    if (!Array.isArray(files) || !files.every((file) => typeof file === 'string' && file.startsWith('/')))
      return null;
    mapping[name] = files as string[];
  }
  return mapping;
}
