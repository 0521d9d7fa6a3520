import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { StaleFiguresNotice } from '../stale-figures-notice';

describe('the notice of old figures', () => {
  it('shows what the build says of the page’s figures, as a warning', () => {
    render(<StaleFiguresNotice notice="These figures are over 2 years old." />);
    expect(screen.getByText('These figures are over 2 years old.')).toHaveClass('notice', 'notice--warning');
  });

  it('is not shown while the figures are current', () => {
    const { container, rerender } = render(<StaleFiguresNotice notice={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<StaleFiguresNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
