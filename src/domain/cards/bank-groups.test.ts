import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawProvider } from '../data/raw-types';
import { BANK_GROUPS, sameBankGroup } from './bank-groups';
import { DATA_DIR, dataFilesPresent } from '../../test/fixtures/read-data-files';

describe('sameBankGroup', () => {
  test.each([
    ['the same provider', '10004', '10004', true],
    ['Westpac and St.George', '10105', '10089', true],
    ['Bank of Melbourne and BankSA', '10015', '10018', true],
    ['Citi and Coles (both issued by Citigroup)', '10031', '10033', true],
    ['Westpac and NAB', '10105', '10069', false],
    ['CommBank and Bankwest (they accept each other’s balances)', '10034', '10021', false],
    ['a grouped and an ungrouped provider', '10105', '10004', false],
    ['two ungrouped providers', '10004', '10069', false],
  ])('%s: %s and %s -> %s', (_name, a, b, expected) => {
    expect(sameBankGroup(a, b)).toBe(expected);
    expect(sameBankGroup(b, a)).toBe(expected);
  });

  test('no provider is in two groups', () => {
    const ids = BANK_GROUPS.flatMap((group) => group.members.map((member) => member.providerId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

(dataFilesPresent() ? describe : describe.skip)('BANK_GROUPS against data/providers.json', () => {
  const providers = JSON.parse(readFileSync(join(DATA_DIR, 'providers.json'), 'utf8')) as RawProvider[];
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const members = BANK_GROUPS.flatMap((group) => group.members.map((member) => [group.id, member] as const));

  test.each(members)('%s: %p is a card provider under that name', (_group, member) => {
    const provider = byId.get(member.providerId);
    expect(provider?.name).toBe(member.name);
    expect(provider?.hasCreditCards).toBe(true);
  });
});
