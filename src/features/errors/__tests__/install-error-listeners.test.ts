import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { errorReportStored } from '../../../test/site-answers';

const server = setUpMswServer();

/** Each test gets fresh modules: the listeners and the stability flags are per page load. */
interface PageModules {
  listeners: typeof import('../install-error-listeners');
  stability: typeof import('../app-stability');
  optionalReporting: typeof import('../optional-failure-reporting');
  optionalWork: typeof import('../../../lib/optional-work');
}

async function loadPage(): Promise<PageModules> {
  const loaded: { modules?: PageModules } = {};
  jest.isolateModules(() => {
    loaded.modules = {
      listeners: jest.requireActual<PageModules['listeners']>('../install-error-listeners'),
      stability: jest.requireActual<PageModules['stability']>('../app-stability'),
      optionalReporting: jest.requireActual<PageModules['optionalReporting']>(
        '../optional-failure-reporting',
      ),
      optionalWork: jest.requireActual<PageModules['optionalWork']>('../../../lib/optional-work'),
    };
  });
  if (!loaded.modules) throw new Error('modules did not load');
  return loaded.modules;
}

function fireWindowError(message: string) {
  const error = new Error(message);
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
}

describe('window error listeners', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="___gatsby"><main><h1>Credit cards</h1></main></div>';
  });

  it('before stability: reports the error and shows its reference in place of the page', async () => {
    const reports: { error_id: string; message: string }[] = [];
    server.use(
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        const report = (await request.json()) as { error_id: string; message: string };
        reports.push(report);
        return HttpResponse.json(errorReportStored(report.error_id));
      }),
    );
    const { listeners } = await loadPage();
    listeners.installErrorListeners(window);
    fireWindowError('boom during start-up');
    const heading = await screen.findByRole('heading', { name: /^Something went wrong, ref number: / });
    expect(reports).toHaveLength(1);
    expect(heading).toHaveTextContent(`Something went wrong, ref number: ${reports[0]?.error_id}`);
    expect(reports[0]?.message).toBe('boom during start-up');
  });

  it('once stable: reports an unhandled rejection and leaves the page alone', async () => {
    const reports: { message: string }[] = [];
    server.use(
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        const report = (await request.json()) as { error_id: string; message: string };
        reports.push(report);
        return HttpResponse.json(errorReportStored(report.error_id));
      }),
    );
    const { listeners, stability } = await loadPage();
    listeners.installErrorListeners(window);
    stability.markStartUpFinished();
    stability.markFirstRenderCommitted();
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('late failure');
    window.dispatchEvent(rejection);
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ message: 'late failure' })]));
    expect(screen.getByRole('heading', { name: 'Credit cards' })).toBeInTheDocument();
  });

  it('before stability: optional work that fails (caching, prefetching, tracking) is reported and the page stays', async () => {
    const reports: { message: string; raw: unknown }[] = [];
    server.use(
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        const report = (await request.json()) as { error_id: string; message: string; raw: unknown };
        reports.push(report);
        return HttpResponse.json(errorReportStored(report.error_id));
      }),
    );
    const { listeners, optionalReporting, optionalWork } = await loadPage();
    listeners.installErrorListeners(window);
    optionalReporting.installOptionalFailureReporting();
    optionalWork.runOptional('caching the page for offline use', () => {
      throw new TypeError('object null is not iterable');
    });
    optionalWork.settleOptional('loading in-page links', Promise.reject(new Error('ChunkLoadError')));
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports.map((report) => report.message).sort()).toEqual([
      'ChunkLoadError',
      'object null is not iterable',
    ]);
    expect(JSON.stringify(reports)).toContain('caching the page for offline use');
    expect(screen.getByRole('heading', { name: 'Credit cards' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
