import { fromErrorEvent, fromRejectionEvent, isChunkLoadError } from '../error-events';
import { makeErrorId } from '../error-id';

describe('which window errors are handled', () => {
  it('turns an uncaught error into a report input with where it happened', () => {
    const error = new Error('boom');
    const input = fromErrorEvent(
      new ErrorEvent('error', { error, message: 'boom', filename: '/app.js', lineno: 3, colno: 7 }),
    );
    expect(input).toEqual({
      error,
      details: { source: 'window.error', filename: '/app.js', line: 3, column: 7 },
    });
  });

  it('ignores cross-origin "Script error.", extension errors and ResizeObserver notices', () => {
    expect(fromErrorEvent(new ErrorEvent('error', { message: 'Script error.' }))).toBeNull();
    expect(
      fromErrorEvent(
        new ErrorEvent('error', { error: new Error('x'), filename: 'chrome-extension://abc/content.js' }),
      ),
    ).toBeNull();
    expect(
      fromErrorEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' })),
    ).toBeNull();
  });

  it('leaves failed chunk loads to Gatsby, which reloads the route', () => {
    const chunkError = Object.assign(new Error('Loading chunk 454 failed.\n(error: /454.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(fromRejectionEvent({ reason: chunkError } as PromiseRejectionEvent)).toBeNull();
  });

  it('keeps any rejected value, Error or not, for the report', () => {
    expect(fromRejectionEvent({ reason: { code: 42 } } as PromiseRejectionEvent)).toEqual({
      error: { code: 42 },
      details: { source: 'unhandledrejection' },
    });
  });
});

describe('error ids', () => {
  it('are a timestamp and a random part', () => {
    expect(makeErrorId(Date.UTC(2025, 10, 22), () => 0.5)).toBe(
      `${Date.UTC(2025, 10, 22).toString(36).toUpperCase()}-I00000`,
    );
    expect(makeErrorId()).not.toBe(makeErrorId());
  });
});
