import { stateForPostcode } from './postcode-state';

describe('stateForPostcode', () => {
  test.each([
    ['2000', 'NSW'],
    ['2600', 'ACT'],
    ['2620', 'NSW'],
    ['2913', 'ACT'],
    ['3000', 'VIC'],
    ['4000', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
    ['0800', 'NT'],
    ['0200', 'ACT'],
  ])('%s is in %s', (postcode, state) => {
    expect(stateForPostcode(postcode)).toBe(state);
  });

  test.each(['', '123', '12345', 'abcd', '0100'])('%j has no state', (postcode) => {
    expect(stateForPostcode(postcode)).toBeNull();
  });
});
