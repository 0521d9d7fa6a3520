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
});
