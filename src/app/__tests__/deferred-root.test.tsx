import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import type { RootState } from '../../store/root-reducer';

function VisitStatus() {
  const status = useSelector((state: RootState) => state.visit.status);
  return <p>Visit: {status}</p>;
}

describe('the store in a chunk of its own', () => {
  it('has no store before the chunk arrives, and refuses to render the page without one', async () => {
    const { DeferredRootProviders, loadedBrowserStore } = await import('../deferred-root');
    expect(loadedBrowserStore()).toBeNull();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <DeferredRootProviders>
          <VisitStatus />
        </DeferredRootProviders>,
      ),
    ).toThrow(/before its store had loaded/);
  });

  it('renders the page in the one browser store once the chunk has arrived', async () => {
    const { DeferredRootProviders, loadBrowserStore, loadedBrowserStore, loadRootRuntime } =
      await import('../deferred-root');
    const [first, second] = await Promise.all([loadRootRuntime(), loadRootRuntime()]);
    expect(first).toBe(second);
    const store = await loadBrowserStore();
    expect(loadedBrowserStore()).toBe(store);
    const committed = jest.fn();
    render(
      <DeferredRootProviders onContentCommitted={committed}>
        <VisitStatus />
      </DeferredRootProviders>,
    );
    expect(screen.getByText(`Visit: ${store.getState().visit.status}`)).toBeInTheDocument();
    expect(committed).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk once more, and again on the next call after both failed', async () => {
    jest.resetModules();
    jest.useFakeTimers();
    let failures = 3;
    jest.doMock('../root-runtime', () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Loading chunk 5 failed.');
      }
      return jest.requireActual('../root-runtime');
    });
    const { loadRootRuntime } = await import('../deferred-root');
    const { CHUNK_RETRY_DELAY_MS } = await import('../../lib/load-chunk');
    const firstCall = loadRootRuntime();
    const settled = firstCall.then(
      () => 'loaded',
      () => 'failed',
    );
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(await settled).toBe('failed');
    const secondCall = loadRootRuntime();
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    await expect(secondCall).resolves.toHaveProperty('getBrowserStore');
    jest.useRealTimers();
  });
});
