import { categories, type ProductCategory } from '../../../config/paths';
import { noInterestCardTableConfig } from '../configs/credit-cards';
import { tableConfigFor } from '../table-configs';
import { anyTable, type AnyTableConfig } from '../table-kinds';
import { sortDescription } from '../table-model';

const tables: [string, AnyTableConfig][] = [
  ...(Object.keys(categories) as ProductCategory[]).map((code): [string, AnyTableConfig] => [
    code,
    tableConfigFor(code),
  ]),
  ['cc without purchase interest', anyTable(noInterestCardTableConfig())],
];

describe.each(tables)('the %s table', (_, config) => {
  it('opens sorted by one of its sortable columns, the better values first, as a first tap sorts it', () => {
    const column = config.columns.find((candidate) => candidate.key === config.defaultSort.key);
    expect(column?.sortValue).toBeDefined();
    expect(config.defaultSort.direction).toBe(column?.firstSort ?? 'ascending');
  });

  it('names what each sortable column sorts by, in words that read after "sorted by"', () => {
    for (const column of config.columns.filter((candidate) => candidate.sortValue)) {
      for (const direction of ['ascending', 'descending'] as const) {
        expect(sortDescription(column, direction)).toMatch(/^sorted by [a-z$][^,]*, [a-z ]+ first$/);
      }
    }
  });
});
