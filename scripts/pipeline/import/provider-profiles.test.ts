import { brand, curated } from './cdr-fixtures';
import type { CdrBrand } from './cdr-types';
import { brandIndustries, isDepositTaker } from './provider-profiles';

const facts = curated({
  providerFacts: { ...curated().providerFacts, notDepositTakers: ['Wallet Co'] },
}).providerFacts;

const listed = (id: string, name: string, abn: string, industries?: string[]): CdrBrand => ({
  ...brand(id, name, abn),
  ...(industries ? { industries } : {}),
});

describe('a provider is a bank by the register, not by its name', () => {
  const all: CdrBrand[] = [
    listed('b', 'Harbour Bank', '11000000001', ['banking']),
    listed('2024', 'Old Snapshot Bank', '11000000002'),
    listed('n', 'Pepperberry Lending', '11000000003', ['non-bank-lending']),
    listed('nb', 'Harbour Pay', '11000000001', ['non-bank-lending']),
    listed('both', 'Two Lists Bank', '11000000004', ['banking', 'non-bank-lending']),
    listed('w', 'Wallet Co', '11000000005', ['banking']),
    listed('bank-name', 'Bank Street Loans', '11000000006', ['non-bank-lending']),
  ];
  test.each<[string, string, boolean, string[]]>([
    ['listed under banking', 'b', true, ['banking']],
    ['of the 2024 snapshot, read from the banking list', '2024', true, ['banking']],
    ['listed under non-bank lending alone', 'n', false, ['non-bank-lending']],
    ['under non-bank lending, with the ABN of a banking brand', 'nb', true, ['non-bank-lending']],
    ['listed under both', 'both', true, ['banking', 'non-bank-lending']],
    ['under banking but curated as taking no deposits', 'w', false, ['banking']],
    ['under non-bank lending with "Bank" in its name', 'bank-name', false, ['non-bank-lending']],
  ])('a brand %s', (_case, id, bank, industries) => {
    const subject = all.find((candidate) => candidate.dataHolderBrandId === id) as CdrBrand;
    expect(isDepositTaker(subject, all, facts)).toBe(bank);
    expect(brandIndustries(subject)).toEqual(industries);
  });
});
