import { arrivedByTraversal, historyEntryKey, watchHistoryTraversal } from '../history-traversal';

describe('back and forward, recognised by the entry they arrive at', () => {
  it.each([
    [{ key: '1795580169404', staysmartIndex: 1 }, '1795580169404'],
    [{ staysmartIndex: 0 }, 'initial'],
    [null, 'initial'],
    [{ key: '' }, 'initial'],
    [{ key: 42 }, 'initial'],
  ])('names the entry with state %p %p', (state, key) => {
    expect(historyEntryKey(state)).toBe(key);
  });

  it('knows the entry the last popstate arrived at, and only that one', () => {
    const win = Object.assign(new EventTarget(), { history: { state: null as unknown } });
    watchHistoryTraversal(win as unknown as Window);
    expect(arrivedByTraversal('a')).toBe(false);

    win.history.state = { key: 'a' };
    win.dispatchEvent(new Event('popstate'));
    expect(arrivedByTraversal('a')).toBe(true);
    expect(arrivedByTraversal('b')).toBe(false);

    win.history.state = { staysmartIndex: 0 };
    win.dispatchEvent(new Event('popstate'));
    expect(arrivedByTraversal(undefined)).toBe(true);
    expect(arrivedByTraversal('initial')).toBe(true);
    expect(arrivedByTraversal('a')).toBe(false);
  });
});
