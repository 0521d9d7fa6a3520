import path from 'node:path';
import { guides } from '../src/content/guides';
import { loadChanges, loadProviderChanges, loadRawData } from './load-data';
import { buildSiteModel } from './site-model';
import type { SiteModel } from './site-model-types';

let cached: SiteModel | null = null;

/** Built once per build: both createPages and onCreatePage read it. */
export function getSiteModel(): SiteModel {
  const dataDir = path.resolve(__dirname, '..', 'data');
  cached ??= buildSiteModel({
    data: loadRawData(dataDir),
    changes: loadChanges(dataDir),
    providerChanges: loadProviderChanges(dataDir),
    guides,
    builtAt: new Date().toISOString().slice(0, 10),
  });
  return cached;
}
