import { expandSynonyms, type SynonymTable } from '../search/synonyms';
import { missingCardIssuers, missingIssuersIn } from './missing-card-issuers';
import { dataFilesPresent, readDataFiles } from '../../test/fixtures/read-data-files';

const synonyms: SynonymTable = {
  amex: 'american express',
  'american express australia': 'american express',
  dj: 'david jones',
  '28 degrees': 'latitude',
  cba: 'commbank',
};

describe('which missing issuer a search is about', () => {
  it.each<[string, string[]]>([
    ['amex', ['American Express']],
    ['Amex Platinum', ['American Express']],
    ['american express australia', ['American Express']],
    ['americ', ['American Express']],
    ['DJ', ['David Jones']],
    ['david jones american express', ['American Express', 'David Jones']],
    ['28 degrees', ['Latitude']],
    ['gem visa', ['Latitude']],
    ['lat', ['Latitude']],
    ['am', []],
    ['express', []],
    ['cba', []],
    ['low rate', []],
    ['', []],
  ])('%p', (query, names) => {
    expect(missingIssuersIn(query, synonyms).map((issuer) => issuer.name)).toEqual(names);
  });
});

describe('the curated list', () => {
  it('gives every issuer a reason and a source', () => {
    for (const issuer of missingCardIssuers) {
      expect(issuer.why).toMatch(/Consumer Data Right/);
      expect(issuer.source.length).toBeGreaterThan(40);
      expect(issuer.names.length).toBeGreaterThan(0);
      for (const name of issuer.names) expect(name).toBe(expandSynonyms(name, {}));
    }
  });

  (dataFilesPresent() ? it : it.skip)('holds no provider of our data, nor a name of any of its cards', () => {
    const data = readDataFiles();
    const words = (text: string) => ` ${expandSynonyms(text, {})} `;
    const names = [
      ...data.providers.map((provider) => provider.name),
      ...Object.values(data.creditCards.cards).map((card) => card.nameLong),
      ...data.productsCc.products.map((product) => product.name),
    ].map(words);
    const found = missingCardIssuers.flatMap((issuer) =>
      issuer.names
        .filter((name) => names.some((text) => text.includes(` ${name} `)))
        .map((name) => `${issuer.name}: "${name}"`),
    );
    expect(names.length).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });

  (dataFilesPresent() ? it : it.skip)('is reached by the site’s own synonyms', () => {
    const table = readDataFiles().synonyms as SynonymTable;
    expect(missingIssuersIn('amex', table).map((issuer) => issuer.id)).toEqual(['american-express']);
    expect(missingIssuersIn('28 degrees', table).map((issuer) => issuer.id)).toEqual(['latitude']);
  });
});
