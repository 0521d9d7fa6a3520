import { DataError, type DataWarning } from './data-error';
import {
  normaliseBnpl,
  normaliseMeta,
  normaliseRewardPrograms,
  normaliseSynonyms,
} from './normalise-curated';
import { rawDataFiles, rawProgram } from '../../test/fixtures/raw-fixtures';

describe('reward programs', () => {
  test.each([
    [0.0045, 0.0045, 0],
    [0.01, 0.01, 0],
    [null, null, 0],
    [0.45, null, 1],
    [-1, null, 1],
  ])('value %p reads as %p with %d warnings', (value, expected, warningCount) => {
    const warnings: DataWarning[] = [];
    const programs = normaliseRewardPrograms([rawProgram({ id: 0 }), rawProgram({ value })], warnings);
    expect(programs[1]?.value).toBe(expected);
    expect(warnings).toHaveLength(warningCount);
  });

  test('the no-rewards program must exist', () => {
    expect(() => normaliseRewardPrograms([rawProgram()], [])).toThrow('reward-programs record 0');
  });

  test('an unknown rewards category fails naming the program', () => {
    const program = { ...rawProgram(), rewardsCategory: 'shopping_points' };
    expect(() => normaliseRewardPrograms([rawProgram({ id: 0 }), program], [])).toThrow(
      /reward-programs record 600: rewardsCategory/,
    );
  });
});

describe('buy now pay later', () => {
  test('fees become cents', () => {
    const [afterpay] = normaliseBnpl(rawDataFiles().bnpl, []);
    expect(afterpay).toMatchObject({
      latePaymentFeeCents: 1000,
      maxLateFeesCents: 6800,
      accountFeeMonthlyCents: 0,
    });
  });

  test('limits out of order fail naming the provider', () => {
    const [afterpay] = rawDataFiles().bnpl;
    expect(() => normaliseBnpl([{ ...afterpay!, minLimit: 5000 }], [])).toThrow('bnpl record afterpay');
  });
});

describe('synonyms', () => {
  test.each([
    [{ CBA: 'CommBank' }, { cba: 'commbank' }],
    [{ 'st george': 'st.george bank' }, { 'st george': 'st.george bank' }],
  ])('%p reads as %p', (raw, expected) => {
    expect(normaliseSynonyms(raw, ['CommBank', 'St.George Bank'])).toEqual(expected);
  });

  test.each([[{ cba: '' }], [{ commbank: 'commbank' }], [{ cba: 7 }]])('%p is rejected', (raw) => {
    expect(() => normaliseSynonyms(raw, ['CommBank'])).toThrow(DataError);
  });
});

describe('meta', () => {
  test('counts must be whole numbers', () => {
    const meta = { ...rawDataFiles().meta, counts: { ...rawDataFiles().meta.counts, cc: 1.5 } };
    expect(() => normaliseMeta(meta)).toThrow('meta record cc');
  });
});
