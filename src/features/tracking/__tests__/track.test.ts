import { safeStorage } from '../../../lib/storage';
import { takeOverUnsent } from '../unsent-actions';
import { MAX_UNSENT_ACTIONS, UNSENT_ACTIONS_PREFIX } from '../unsent-keys';

describe('track()', () => {
  function loadTrack(): typeof import('../track') {
    let loaded: typeof import('../track') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('../track')>('../track');
    });
    if (!loaded) throw new Error('track module did not load');
    return loaded;
  }

  it('queues actions with url, timestamps and increasing sequence ids', () => {
    window.history.replaceState(null, '', '/credit-cards/?sort=fee');
    const { track, pendingActions } = loadTrack();
    track('navbar-use', { link: 'Credit cards' });
    track('search', { query: 'anz' });
    const [first, second] = pendingActions();
    expect(first).toMatchObject({
      action: 'navbar-use',
      data: { link: 'Credit cards' },
      url: '/credit-cards/?sort=fee',
      sequenceId: 0,
    });
    expect(second).toMatchObject({ action: 'search', sequenceId: 1 });
    expect(first?.timestamp).toBeGreaterThanOrEqual(first?.startTimestamp ?? Infinity);
  });

  it('never renumbers: confirmed actions leave, the next one continues the sequence', () => {
    const { track, pendingActions, confirmActions } = loadTrack();
    track('initial');
    track('content-browsing');
    confirmActions(pendingActions());
    track('login');
    expect(pendingActions().map((entry) => entry.sequenceId)).toEqual([2]);
  });

  it('has one data-collection id per page load, different on the next load', () => {
    const first = loadTrack().getDataCollectionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(loadTrack().getDataCollectionId()).not.toBe(first);
  });

  it('keeps unconfirmed actions in storage when the page is left; the next page load takes them over, ids unchanged', () => {
    window.localStorage.clear();
    const first = loadTrack();
    first.readTrackingVisitIdFrom(() => 'visit-a');
    first.track('initial');
    first.track('search', { query: 'anz' });
    first.confirmActions(first.pendingActions().slice(0, 1));
    window.dispatchEvent(new Event('pagehide'));

    const next = loadTrack();
    const earlier = takeOverUnsent(safeStorage, next.getDataCollectionId());
    next.adoptUnsent(earlier.groups, earlier.dropped);
    next.track('initial');
    // Modules loaded by earlier tests act as other page loads left unsent too: look at these two.
    const groups = next
      .pendingGroups()
      .filter((group) => [first.getDataCollectionId(), next.getDataCollectionId()].includes(group.dcId));
    expect(groups.map((group) => [group.dcId, group.visitId])).toEqual([
      [first.getDataCollectionId(), 'visit-a'],
      [next.getDataCollectionId(), null],
    ]);
    expect(groups[0]?.actions).toEqual([expect.objectContaining({ action: 'search', sequenceId: 1 })]);

    // Once the server confirms them they leave storage too.
    for (const group of next.pendingGroups()) next.confirmActions(group.actions, group.dcId);
    next.saveUnsentNow();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(UNSENT_ACTIONS_PREFIX))).toEqual(
      [],
    );
  });

  it('keeps at most the cap, dropping the oldest and counting each drop once', () => {
    window.localStorage.clear();
    const { track, pendingActions, takeDroppedCount } = loadTrack();
    for (let index = 0; index < MAX_UNSENT_ACTIONS + 5; index += 1) track('value-change', { index });
    expect(pendingActions()).toHaveLength(MAX_UNSENT_ACTIONS);
    expect(pendingActions()[0]?.sequenceId).toBe(5);
    expect(takeDroppedCount()).toBe(5);
    expect(takeDroppedCount()).toBe(0);
  });

  it('hands drops not yet reported to the next page load when the page is left', () => {
    window.localStorage.clear();
    const first = loadTrack();
    first.track('search');
    first.discardActions(first.pendingActions(), first.getDataCollectionId());
    window.dispatchEvent(new Event('pagehide'));
    const next = loadTrack();
    expect(takeOverUnsent(safeStorage, next.getDataCollectionId()).dropped).toBe(1);
  });

  it('lets producers that batch on their own hand over what they hold before the page is left, and keeps it', () => {
    window.localStorage.clear();
    const page = loadTrack();
    page.track('initial');
    page.onBeforeFlush(() => page.track('web-vitals', { name: 'CLS', value: 0 }));
    window.dispatchEvent(new Event('pagehide'));
    const next = loadTrack();
    const mine = takeOverUnsent(safeStorage, next.getDataCollectionId()).groups.find(
      (group) => group.dcId === page.getDataCollectionId(),
    );
    expect(mine?.actions.map((entry) => entry.action)).toEqual(['initial', 'web-vitals']);
  });
});
