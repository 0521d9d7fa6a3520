import { createHistoryDirection, HISTORY_INDEX_KEY } from '../history-direction';

/** A history with entries, like the browser's: push adds after the current one, go moves. */
function fakeHistory() {
  const entries: unknown[] = [null];
  let current = 0;
  return {
    get state() {
      return entries[current];
    },
    replaceState(data: unknown) {
      entries[current] = data;
    },
    push(data: unknown) {
      entries.splice(current + 1);
      entries.push(data);
      current += 1;
    },
    go(delta: number) {
      current += delta;
    },
  };
}

describe('back and forward from history order', () => {
  it('numbers new entries and recognises back and forward', () => {
    const history = fakeHistory();
    const direction = createHistoryDirection(history);
    expect(direction.step()).toBe('initial');
    history.push({ key: 'a' });
    expect(direction.step()).toBe('new');
    expect(history.state).toEqual({ key: 'a', [HISTORY_INDEX_KEY]: 1 });
    history.push({ key: 'b' });
    expect(direction.step()).toBe('new');
    history.go(-1);
    expect(direction.step()).toBe('back');
    history.go(-1);
    expect(direction.step()).toBe('back');
    history.go(2);
    expect(direction.step()).toBe('forward');
  });

  it('keeps working after a reload, when the index is already in history.state', () => {
    const history = fakeHistory();
    history.replaceState({ [HISTORY_INDEX_KEY]: 4 });
    const direction = createHistoryDirection(history);
    expect(direction.step()).toBe('initial');
    history.push({ key: 'x' });
    expect(direction.step()).toBe('new');
    expect(history.state).toMatchObject({ [HISTORY_INDEX_KEY]: 5 });
    history.go(-1);
    expect(direction.step()).toBe('back');
  });
});
