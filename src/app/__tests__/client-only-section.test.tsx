import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../test/msw-server';
import { errorReportStored } from '../../test/site-answers';
import { renderWithProviders } from '../../test/render-with-providers';
import { makeStore } from '../store';
import { RootProviders } from '../root-providers';
import { ClientOnlySection } from '../client-only-section';
import { DevelopmentBuildLabel } from '../development-build-label';
import { markFirstRenderCommitted, markStartUpFinished } from '../../features/errors/app-stability';

const server = setUpMswServer();

function Broken(): React.ReactElement {
  throw new Error('screen failed');
}

describe('the client-only section frame', () => {
  it('renders only a loading line on the server, where the address is unknown, and no build label', () => {
    const html = renderToString(
      <RootProviders store={makeStore()}>
        <ClientOnlySection>
          <h1>Screen</h1>
        </ClientOnlySection>
      </RootProviders>,
    );
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Screen');
    expect(html).not.toContain('Site version');
  });

  it('renders the screen itself on the server for a first screen built at its own address', () => {
    const html = renderToString(
      <RootProviders store={makeStore()}>
        <ClientOnlySection prerendered>
          <h1>Screen</h1>
        </ClientOnlySection>
      </RootProviders>,
    );
    expect(html).toContain('<h1>Screen</h1>');
    expect(html).not.toContain('Loading…');
  });

  describe('a first screen built at its own address, in the browser', () => {
    afterEach(() => localStorage.clear());

    function mountsOfScreen(): number {
      let mounts = 0;
      function Screen() {
        React.useEffect(() => {
          mounts += 1;
        }, []);
        return <h1>Screen</h1>;
      }
      renderWithProviders(
        <ClientOnlySection prerendered>
          <Screen />
        </ClientOnlySection>,
      );
      return mounts;
    }

    it('keeps the screen it hydrated for a new visitor', () => {
      expect(mountsOfScreen()).toBe(1);
    });

    it('renders the screen afresh for a visitor whose browser keeps a check, so its fields show it', () => {
      localStorage.setItem('staysmart:home-loan-journey', '{}');
      expect(mountsOfScreen()).toBe(2);
    });
  });

  it('renders the screen once mounted in the browser', () => {
    renderWithProviders(
      <ClientOnlySection>
        <h1>Screen</h1>
      </ClientOnlySection>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Screen' })).toBeInTheDocument();
  });

  it('once stable, a screen that throws is reported and replaced by its reference, keeping the layout', async () => {
    markStartUpFinished();
    markFirstRenderCommitted();
    const reports: { error_id: string }[] = [];
    server.use(
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        const report = (await request.json()) as { error_id: string };
        reports.push(report);
        return HttpResponse.json(errorReportStored(report.error_id));
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ClientOnlySection>
        <Broken />
      </ClientOnlySection>,
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: /^Something went wrong, ref number: /,
    });
    expect(heading).toHaveTextContent(`Something went wrong, ref number: ${reports[0]?.error_id}`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    [true, 'Site version dev'],
    [false, ''],
  ])('shows the build label only in a development build (development: %p)', (developmentBuild, text) => {
    expect(renderToString(<DevelopmentBuildLabel developmentBuild={developmentBuild} />)).toBe(
      text ? `<p class="container legal">${text}</p>` : '',
    );
  });
});
