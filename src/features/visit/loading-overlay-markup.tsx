import * as React from 'react';
import { LOADING_OVERLAY_ID } from './loading-overlay';

const overlayCss = `#${LOADING_OVERLAY_ID}{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;background:#fff;font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a1a}`;

/** Head part: the overlay's style, and no overlay at all when scripts are off (nothing would remove it). */
export function LoadingOverlayStyle() {
  return (
    <>
      <style key="app-loading-style" dangerouslySetInnerHTML={{ __html: overlayCss }} />
      <noscript key="app-loading-noscript">
        <style>{`#${LOADING_OVERLAY_ID}{display:none}`}</style>
      </noscript>
    </>
  );
}

/** Body part, rendered before Gatsby's root so React never owns (or re-renders) it. */
export function LoadingOverlay() {
  return (
    <div id={LOADING_OVERLAY_ID} key="app-loading-overlay" role="status" aria-live="polite">
      <p>Loading StaySmart…</p>
    </div>
  );
}
