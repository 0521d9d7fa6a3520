import { withStaleFigures } from './stale-figures';

describe('a page’s figures, dated against the build', () => {
  test.each([
    [
      'a category page of old figures',
      { asOf: '2024-08-12', rows: [] },
      'These figures are over 2 years old: they are from 12 August 2024, and providers may have changed their rates and fees since. Check them on the provider’s site before you apply.',
    ],
    ['a category page of current figures', { asOf: '2026-11-20' }, null],
    [
      'a product fetched lately, whatever the day its bank last changed it',
      { asOf: '2024-08-12', dates: { bankUpdated: '2023-01-01', fetched: '2026-11-26' } },
      null,
    ],
    [
      'a product fetched long ago',
      { asOf: '2026-11-26', dates: { bankUpdated: '2023-01-01', fetched: '2026-09-01' } },
      'These figures are over 2 months old: they are from 1 September 2026, and providers may have changed their rates and fees since. Check them on the provider’s site before you apply.',
    ],
  ])('%s', (_, context, staleNotice) => {
    expect(withStaleFigures(context, '2026-11-27')).toEqual({ ...context, staleNotice });
  });

  it('leaves a page without figures as it is', () => {
    const context = { guide: { slug: 'x' } };
    expect(withStaleFigures(context, '2026-11-27')).toBe(context);
  });
});
