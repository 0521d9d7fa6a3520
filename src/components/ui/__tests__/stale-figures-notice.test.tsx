import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { StaleFiguresNotice } from '../stale-figures-notice';

const original = process.env.GATSBY_BUILT_ON;
afterEach(() => {
  if (original === undefined) delete process.env.GATSBY_BUILT_ON;
  else process.env.GATSBY_BUILT_ON = original;
});

describe('the notice of old figures', () => {
  it('says how old the figures are, from when, and what to do, on a page built long after them', () => {
    process.env.GATSBY_BUILT_ON = '2026-11-27';
    render(<StaleFiguresNotice asOf="2024-08-12" />);
    const notice = screen.getByText(/These figures are/);
    expect(notice).toHaveTextContent(
      'These figures are over 2 years old: they are from 12 August 2024, and providers may have changed their rates and fees since. Check them on the provider’s site before you apply.',
    );
    expect(notice.querySelector('time')).toHaveAttribute('datetime', '2024-08-12');
  });

  it('is not shown while the figures are current, nor where the build day is unknown', () => {
    process.env.GATSBY_BUILT_ON = '2024-08-20';
    const { container, rerender } = render(<StaleFiguresNotice asOf="2024-08-12" />);
    expect(container).toBeEmptyDOMElement();
    delete process.env.GATSBY_BUILT_ON;
    rerender(<StaleFiguresNotice asOf="2020-01-01" />);
    expect(container).toBeEmptyDOMElement();
  });
});
