import * as React from 'react';
import { Layout } from '../components/layout/layout';
import { useHasMounted } from '../features/forms/use-has-mounted';
import { DevelopmentBuildLabel } from './development-build-label';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * The frame of a client-only sub-app page: the site layout, and the sub-app's router once the page
 * runs in the browser. The server-rendered HTML (and the first, hydrating render) holds only a
 * loading line, because the server cannot know the address the router will see.
 */
/**
 * At least a screen high: the screen replaces the loading line after the first render, and what
 * follows (the footer) must not jump when it does (layout shift, CLS).
 */
const screenStyle: React.CSSProperties = { minHeight: '100vh' };

export function ClientOnlySection({ children }: { children: React.ReactNode }) {
  const mounted = useHasMounted();
  return (
    <Layout>
      <div style={screenStyle}>
        {mounted ? (
          <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
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
