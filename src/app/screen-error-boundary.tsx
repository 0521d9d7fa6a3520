import * as React from 'react';
import { isAppStable } from '../features/errors/app-stability';
import { fatalErrorTexts } from '../features/errors/fatal-error-page';
import { reportError } from '../features/errors/report-error';

interface State {
  errorId: string | null;
  failed: boolean;
}

/**
 * Catches a screen that throws while rendering, reports it, and shows the reference in place of
 * the screen, so the header and footer stay usable. Before the app is stable the error is
 * rethrown instead, so the window handler shows the spec's error page.
 */
export class ScreenErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { errorId: null, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    if (!isAppStable()) {
      setTimeout(() => {
        throw error;
      });
      return;
    }
    void reportError({
      error,
      details: { source: 'react', componentStack: info.componentStack ?? null },
    }).then((outcome) => this.setState({ errorId: outcome.delivered ? outcome.errorId : null }));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container narrow">
        <h1>{this.state.errorId ? fatalErrorTexts.reported(this.state.errorId) : 'Something went wrong.'}</h1>
        <p>
          <a href={typeof window === 'undefined' ? '/' : window.location.href}>Reload the page</a>
        </p>
      </div>
    );
  }
}
