import type { CdrCategory } from './cdr-types';
import { product } from './cdr-fixtures';
import { dropReason } from './consumer-filter';

describe('dropReason', () => {
  test.each([
    [
      'TRANS_AND_SAVINGS_ACCOUNTS',
      'Business Transaction Account',
      'business, corporate or wholesale product',
    ],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'FIRSTBIZ ACCESS', 'business, corporate or wholesale product'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'Statutory Trust Account', 'trust, statutory or estate account'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'WAW SMSF Saver', 'self-managed super fund product'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'Mortgage Offset Account', 'offset or loan-linked sub-account'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'HSBC Bonus Savings Account - USD', 'foreign-currency account'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'MyGST Account - RELIANCE', 'insurance or GST holding account'],
    ['RESIDENTIAL_MORTGAGES', 'Premium Reverse Mortgage', 'reverse mortgage'],
    ['PERS_LOANS', 'Line of Credit', 'line of credit or instalment facility, not a personal loan'],
    ['PERS_LOANS', 'Staff Personal Loan', 'staff-only product'],
    ['TERM_DEPOSITS', 'Broker Term Deposit', 'broker or intermediary-only term deposit'],
    ['CRED_AND_CHRG_CARDS', 'Visa Debit Card', 'debit card listed as a credit card'],
    ['LEASES', 'Novated Lease', 'leases are not a category we compare'],
  ] as const)('%s "%s" is dropped as %s', (category, name, reason) => {
    expect(dropReason(product(category as CdrCategory, { name }))).toBe(reason);
  });

  test.each([
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'Bonus Saver'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'Super Saver Account'],
    ['TRANS_AND_SAVINGS_ACCOUNTS', 'Everyday Account'],
    ['RESIDENTIAL_MORTGAGES', 'Basic Variable Home Loan'],
    ['PERS_LOANS', 'Secured Car Loan'],
    ['TERM_DEPOSITS', 'Term Deposit'],
  ] as const)('%s "%s" is kept', (category, name) => {
    expect(dropReason(product(category as CdrCategory, { name }))).toBeNull();
  });

  test('negotiated (tailored) pricing is dropped', () => {
    expect(dropReason(product('RESIDENTIAL_MORTGAGES', { name: 'Home Loan', isTailored: true }))).toBe(
      'bank pricing negotiated per customer',
    );
  });
});
