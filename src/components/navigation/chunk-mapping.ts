/**
 * Gatsby's loader prefetches a page's code by looking its component up in `window.___chunkMapping`.
 * The build leaves that map empty in every page and writes it once per build to a file of its own
 * (gatsby/chunk-mapping.ts); this fetches it, so a prefetched page gets its code as well as its
 * data. Until it arrives, or if it never does, pages are prefetched without their code, and a
 * followed link loads the code then.
 */
import { chunkMappingAddress, parseChunkMapping } from '../../domain/chunk-mapping';

interface GatsbyGlobals {
  ___webpackCompilationHash?: unknown;
  ___chunkMapping?: unknown;
}

export async function loadChunkMapping(win: GatsbyGlobals = window as GatsbyGlobals): Promise<boolean> {
  const hash = win.___webpackCompilationHash;
  if (typeof hash !== 'string' || !/^[0-9a-f]{16,}$/.test(hash)) return false;
  try {
    const response = await fetch(chunkMappingAddress(hash));
    if (!response.ok) return false;
    const mapping = parseChunkMapping(await response.json());
    if (mapping === null) return false;
    win.___chunkMapping = mapping;
    return true;
  } catch {
    return false;
  }
}
