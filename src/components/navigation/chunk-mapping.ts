/**
 * Gatsby's loader prefetches a page's code by looking its component up in `window.___chunkMapping`.
 * The build leaves that map empty in every page and writes it once per build to a file of its own
 * (gatsby/chunk-mapping.ts); this fetches it, so a prefetched page gets its code as well as its
 * data. Until it arrives, or if it never does, pages are prefetched without their code, and a
 * followed link loads the code then.
 */
import { chunkMappingAddress, isChunkMappingAddress, parseChunkMapping } from '../../domain/chunk-mapping';

interface GatsbyGlobals {
  ___webpackCompilationHash?: unknown;
  ___chunkMapping?: unknown;
}

export async function loadChunkMapping(win: GatsbyGlobals = window as GatsbyGlobals): Promise<boolean> {
  const hash = win.___webpackCompilationHash;
  if (typeof hash !== 'string') return false;
  const address = chunkMappingAddress(hash);
  // Only a compilation hash makes an address of the build's chunk map.
  if (!isChunkMappingAddress(address)) return false;
  try {
    const response = await fetch(address);
    if (!response.ok) return false;
    const mapping = parseChunkMapping(await response.json());
    if (mapping === null) return false;
    win.___chunkMapping = mapping;
    return true;
  } catch {
    return false;
  }
}
