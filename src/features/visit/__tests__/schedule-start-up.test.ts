import { makeStore } from '../../../app/store';
import { LOADING_OVERLAY_ID, OVERLAY_MAX_MS } from '../loading-overlay';
import { QUIET_START_MS } from '../schedule-start-up';

const startUp = jest.fn().mockResolvedValue(undefined);
jest.mock('../start-up', () => ({ startUp: () => startUp() }));

const store = makeStore();
const loadStore = () => Promise.resolve(store);

async function flush() {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}

describe('scheduling the start-up', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    startUp.mockClear();
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('on a static page left alone, starts in a quiet moment some seconds after the load event', async () => {
    const { scheduleStartUp } = await import('../schedule-start-up');
    const idle: (() => void)[] = [];
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    scheduleStartUp(loadStore, window);
    await flush();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(QUIET_START_MS - 1);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(startUp).not.toHaveBeenCalled();
    idle[0]?.();
    await flush();
    expect(startUp).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'scroll'])(
    'on a static page, starts at the first %s, once',
    async (type) => {
      const { scheduleStartUp } = await import('../schedule-start-up');
      const idle: (() => void)[] = [];
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
      scheduleStartUp(loadStore, window);
      await flush();
      expect(startUp).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('keydown'));
      await flush();
      expect(startUp).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(QUIET_START_MS);
      expect(idle).toHaveLength(0);
      await flush();
      expect(startUp).toHaveBeenCalledTimes(1);
    },
  );

  it('on an app page with the overlay, starts at once and never leaves the overlay up for long', async () => {
    const { scheduleStartUp } = await import('../schedule-start-up');
    startUp.mockReturnValue(new Promise(() => undefined));
    document.body.innerHTML = `<div id="${LOADING_OVERLAY_ID}"></div>`;
    scheduleStartUp(loadStore, window);
    await flush();
    expect(startUp).toHaveBeenCalledTimes(1);
    expect(document.getElementById(LOADING_OVERLAY_ID)).not.toBeNull();
    jest.advanceTimersByTime(OVERLAY_MAX_MS);
    expect(document.getElementById(LOADING_OVERLAY_ID)).toBeNull();
  });

  it('records a failed start-up so that app screens can say so', async () => {
    jest.resetModules();
    jest.doMock('../start-up', () => {
      throw new Error('Loading chunk 123 failed.');
    });
    const { scheduleStartUp } = await import('../schedule-start-up');
    const { makeStore: makeFreshStore } = await import('../../../app/store');
    const freshStore = makeFreshStore();
    document.body.innerHTML = `<div id="${LOADING_OVERLAY_ID}"></div>`;
    scheduleStartUp(() => Promise.resolve(freshStore), window);
    await flush();
    jest.advanceTimersByTime(1000);
    await flush();
    await flush();
    expect(freshStore.getState().visit).toMatchObject({ status: 'failed' });
    expect(document.getElementById(LOADING_OVERLAY_ID)).toBeNull();
  });

  it('takes the overlay down when not even the store arrives, leaving the reason to the page', async () => {
    const { scheduleStartUp } = await import('../schedule-start-up');
    document.body.innerHTML = `<div id="${LOADING_OVERLAY_ID}"></div>`;
    scheduleStartUp(() => Promise.reject(new Error('Loading chunk 7 failed.')), window);
    await flush();
    await flush();
    expect(document.getElementById(LOADING_OVERLAY_ID)).toBeNull();
  });
});
