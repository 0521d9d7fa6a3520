import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cdrProductWords, cdrWords, featureWords, type CdrCodeField } from './product-words';

/** The enumerations of Get Product Detail in CDS v1.36.0, copied from the standards' OpenAPI file. */
const standards = JSON.parse(
  readFileSync(path.join(__dirname, 'cds-1.36.0-product-detail-enums.json'), 'utf8'),
) as { enums: Record<CdrCodeField, string[]> };

/** Codes of earlier versions of Get Product Detail (3 and 4, which our snapshot holds) that v1.36.0 dropped. */
const earlierCodes: Partial<Record<CdrCodeField, string[]>> = { feeType: ['VARIABLE'] };

const fields = Object.keys(cdrProductWords) as CdrCodeField[];
const everyCode = fields.flatMap((field) =>
  [...standards.enums[field], ...(earlierCodes[field] ?? [])].map((code) => [field, code] as const),
);

describe('CDR product codes in words', () => {
  it('has a list for each enumeration of the standards, and the standards have one for each list', () => {
    expect(fields.sort()).toEqual(Object.keys(standards.enums).sort());
  });

  it.each(everyCode)('%s %s reads as words', (field, code) => {
    const words = cdrWords(field, code);
    expect(Object.hasOwn(cdrProductWords[field], code)).toBe(true);
    expect(words).toMatch(/^[A-Z][a-z ]/);
    expect(words).not.toContain('_');
    expect(words).not.toBe(code);
    // The import keeps codes in kebab case: the same words.
    expect(cdrWords(field, code.toLowerCase().replace(/_/g, '-'))).toBe(words);
  });

  it('names no code the standards do not have', () => {
    for (const field of fields) {
      const known = new Set([...standards.enums[field], ...(earlierCodes[field] ?? [])]);
      expect(Object.keys(cdrProductWords[field]).filter((code) => !known.has(code))).toEqual([]);
    }
  });

  it('never repeats the same words for two codes of one field', () => {
    for (const field of fields) {
      const words = Object.values(cdrProductWords[field]);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it.each([
    ['additional-cards', 'Extra cards for other people'],
    ['digital-wallet', 'Works with phone wallets'],
    ['DIGITAL_WALLET', 'Works with phone wallets'],
    ['offset', 'Offset account available'],
    ['redraw', 'Redraw of extra repayments'],
    ['extra-repayments', 'Extra repayments allowed'],
    ['unlimited-txns', 'Unlimited free transactions'],
    ['SOME_NEW_FEATURE', 'Some new feature'],
    ['some-new-feature', 'Some new feature'],
    ['FREE_TXNS_ON_WEEKENDS', 'Free transactions on weekends'],
    ['NPP_PAYTO', 'NPP payto'],
    ['  ', 'Not stated'],
    ['constructor', 'Constructor'],
  ])('feature %p reads “%s”', (code, words) => {
    expect(featureWords(code)).toBe(words);
  });

  it('reads an unknown code of any field as words', () => {
    expect(cdrWords('feeType', 'CARD_REPLACEMENT_EXPRESS')).toBe('Card replacement express');
    expect(cdrWords('eligibilityType', 'MIN_CREDIT_SCORE')).toBe('Min credit score');
  });
});
