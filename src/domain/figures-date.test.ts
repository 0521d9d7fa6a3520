import { figuresDatesOf, figuresPublishedText } from './figures-date';

describe('the day the figures were published', () => {
  test.each([
    [
      { from: '2024-08-12', to: '2024-08-12' },
      'banks',
      'Figures as published by the banks on 12 August 2024',
    ],
    [
      { from: '2024-08-12', to: '2024-08-12' },
      'lenders',
      'Figures as published by the lenders on 12 August 2024',
    ],
    [
      { from: '2024-07-31', to: '2024-08-01' },
      'banks',
      'Figures as published by the banks between 31 July 2024 and 1 August 2024',
    ],
  ] as const)('%p by the %s', (dates, publisher, expected) => {
    expect(figuresPublishedText(dates, publisher)).toBe(expected);
  });

  it('is the snapshot day when the products carry no fetch dates', () => {
    expect(figuresDatesOf('2024-08-12', null)).toEqual({ from: '2024-08-12', to: '2024-08-12' });
    expect(figuresDatesOf('2024-08-12', { from: '2024-08-10', to: '2024-08-11' })).toEqual({
      from: '2024-08-10',
      to: '2024-08-11',
    });
  });

  it('refuses what is not a date', () => {
    expect(() => figuresPublishedText({ from: '12 August 2024', to: '2024-08-12' })).toThrow(RangeError);
  });
});
