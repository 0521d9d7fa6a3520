import { readProviderChanges, type ProviderChange } from '../src/domain/changes/provider-changes';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeEntry } from '../src/domain/changes/change-entry';
import { readChanges } from '../src/domain/changes/read-changes';
import { DATA_FILES } from '../src/domain/data/data-files';
import type { RawDataFiles } from '../src/domain/data/raw-types';

function readJson(dir: string, file: string): unknown {
  const full = path.join(dir, file);
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`Reference data ${full} could not be read: ${(error as Error).message}`);
  }
}

/** Reads `data/`. Fails naming the file when one is missing or is not JSON. */
export function loadRawData(dir: string): RawDataFiles {
  return Object.fromEntries(
    Object.entries(DATA_FILES).map(([key, file]) => [key, readJson(dir, file)]),
  ) as unknown as RawDataFiles;
}

/** The banks and lenders added or withdrawn, from `data/changes.json`; none when the data has no history yet. */
export function loadProviderChanges(dir: string): ProviderChange[] {
  const file = 'changes.json';
  return existsSync(path.join(dir, file)) ? readProviderChanges(readJson(dir, file)) : [];
}

/** Reads and checks `data/changes.json`; an empty history when the data has none yet. */
export function loadChanges(dir: string): ChangeEntry[] {
  const file = 'changes.json';
  return existsSync(path.join(dir, file)) ? readChanges(readJson(dir, file)) : [];
}
