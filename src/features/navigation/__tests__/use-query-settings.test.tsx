import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { oneOf, yesNo, type QuerySettings } from '../query-settings';
import { useQuerySettings } from '../use-query-settings';

interface View {
  sort: 'fee' | 'rate';
  offset: boolean;
}

const settings: QuerySettings<View> = { sort: oneOf(['fee', 'rate'], 'fee'), offset: yesNo(false) };

function Settings() {
  const [view, change] = useQuerySettings(settings);
  return (
    <>
      <p>{`Sorted by ${view.sort}${view.offset ? ', with an offset' : ''}`}</p>
      <button type="button" onClick={() => change({ sort: 'rate' })}>
        Sort by rate
      </button>
      <button type="button" onClick={() => change({ offset: !view.offset })}>
        Offset
      </button>
    </>
  );
}

function setAddress(address: string) {
  window.history.replaceState({ key: 'entry-1' }, '', address);
}

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('settings held in the address', () => {
  it('renders the initial view on the server, whatever the address will say', () => {
    setAddress('/credit-cards/?sort=rate');
    expect(renderToString(<Settings />)).toContain('Sorted by fee');
  });

  it('shows what the address says once mounted, and drops what it does not understand from it', () => {
    setAddress('/credit-cards/?sort=colour&offset=yes&vid=abc#rates');
    render(<Settings />);
    expect(screen.getByText('Sorted by fee, with an offset')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/credit-cards/?vid=abc&offset=yes#rates',
    );
  });

  it('renders once, not twice, when the address holds no settings (the page as built)', () => {
    setAddress('/credit-cards/?vid=abc');
    let renders = 0;
    function Counted() {
      renders += 1;
      return <Settings />;
    }
    function Parent() {
      const [view] = useQuerySettings(settings);
      return (
        <>
          <p>{view.sort}</p>
          <Counted />
        </>
      );
    }
    render(<Parent />);
    // Parent and Settings each read the address once mounted; neither finds anything to change.
    expect(renders).toBe(1);
    expect(screen.getByText('Sorted by fee')).toBeInTheDocument();
  });

  it('writes each change into the address in place: no new history entry, the entry’s state kept', async () => {
    const user = userEvent.setup();
    setAddress('/credit-cards/');
    const entries = window.history.length;
    document.head.innerHTML =
      '<link rel="canonical" data-canonical href="https://example.com/credit-cards/">';
    render(<Settings />);
    expect(window.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Sort by rate' }));
    expect(screen.getByText('Sorted by rate')).toBeInTheDocument();
    expect(window.location.search).toBe('?sort=rate');
    await user.click(screen.getByRole('button', { name: 'Offset' }));
    expect(window.location.search).toBe('?sort=rate&offset=yes');
    await user.click(screen.getByRole('button', { name: 'Offset' }));
    expect(window.location.search).toBe('?sort=rate');

    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ key: 'entry-1' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/credit-cards\/\?sort=rate$/,
    );
  });

  it('two changes in one event both reach the address', () => {
    setAddress('/credit-cards/');
    let change: (update: Partial<View>) => void = () => undefined;
    function Both() {
      const [, set] = useQuerySettings(settings);
      change = set;
      return null;
    }
    render(<Both />);
    act(() => {
      change({ sort: 'rate' });
      change({ offset: true });
    });
    expect(window.location.search).toBe('?sort=rate&offset=yes');
  });
});
