import { feesForRate } from './rate-fees';

const packaged = { application: 600, annual: 0 };
const unpackaged = { application: 0, annual: 96 };

describe('feesForRate', () => {
  it.each([
    ['a rate with the package', { feesWithoutPackage: unpackaged }, {}, packaged, true],
    [
      'a rate marked with the package',
      { feesWithoutPackage: unpackaged },
      { withoutPackage: false },
      packaged,
      true,
    ],
    [
      'a rate without the package',
      { feesWithoutPackage: unpackaged },
      { withoutPackage: true },
      unpackaged,
      false,
    ],
    // Nothing published for the case: the loan's own list stands, package and all.
    [
      'a rate without the package, none published',
      { feesWithoutPackage: null },
      { withoutPackage: true },
      packaged,
      true,
    ],
    ['a loan with no such list', {}, { withoutPackage: null }, packaged, true],
  ])('%s', (_name, lists, rate, fees, packageApplies) => {
    expect(feesForRate({ fees: packaged, ...lists }, rate)).toEqual({ fees, packageApplies });
  });
});
