import path from 'node:path';

export const FIXTURE_DATA_DIR = path.join(__dirname, '..', 'fixtures', 'reference-data');
