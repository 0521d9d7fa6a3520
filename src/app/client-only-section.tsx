import * as React from 'react';
import { Layout } from '../components/layout/layout';
import { useHasMounted } from '../components/forms/use-has-mounted';
import { hasKeptJourney } from '../lib/kept-journeys';
import { DevelopmentBuildLabel } from './development-build-label';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * At least a screen high: the screen replaces the loading line after the first render, or fills
 * in what arrives after start-up, and what follows (the footer) must not jump when it does
 * (layout shift, CLS). A block formatting context of its own, so the top margin of whatever
 * comes first (the loading line has none, a screen's heading has) stays inside instead of
 * moving the whole main area down when the screen replaces the line.
 */
const screenStyle: React.CSSProperties = { minHeight: '100vh', display: 'flow-root' };

/**
 * The frame of a sub-app page: the site layout, and the sub-app's router. A client-only page's
 * server-rendered HTML (and its first, hydrating render) holds only a loading line, because the
 * build cannot know the address the router will see. A journey's first screen is also built as a
 * page at its own address (`prerendered`): there the router's screen is in the HTML, painted
 * before any script runs, and hydrated in place.
 */
/**
 * Whether a screen built for a new visitor must be rendered afresh once hydrated: React keeps what
 * the HTML's fields hold when it hydrates them, so a returning visitor's kept answers (which the
 * store may hold from the start) would not show in them.
 */
function useRenderAfresh(prerendered: boolean, mounted: boolean): boolean {
  const [kept] = React.useState(() => prerendered && typeof window !== 'undefined' && hasKeptJourney());
  return kept && mounted;
}

export function ClientOnlySection({
  prerendered = false,
  children,
}: {
  prerendered?: boolean;
  children: React.ReactNode;
}) {
  const mounted = useHasMounted();
  const afresh = useRenderAfresh(prerendered, mounted);
  return (
    <Layout>
      <div style={screenStyle}>
        {mounted || prerendered ? (
          <ScreenErrorBoundary key={afresh ? 'afresh' : 'built'}>{children}</ScreenErrorBoundary>
        ) : (
          <div className="container narrow">
            <p role="status">Loading…</p>
          </div>
        )}
      </div>
      <DevelopmentBuildLabel />
    </Layout>
  );
}
