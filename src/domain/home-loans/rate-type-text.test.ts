import { rawHomeLoanRate as rate } from '../../test/fixtures/raw-fixtures';
import { rateTypeText } from './rate-type-text';

describe('rateTypeText', () => {
  test.each([
    ['variable', null, 'Variable'],
    ['fixed', 12, 'Fixed 1 year'],
    ['fixed', 18, 'Fixed 18 months'],
    ['fixed', null, 'Fixed'],
  ] as const)('%s, %p months: %s', (rateType, fixedMonths, expected) => {
    expect(rateTypeText(rate({ rateType, fixedMonths }))).toBe(expected);
  });
});
