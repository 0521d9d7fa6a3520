import * as React from 'react';
import { LOADING_OVERLAY_ID, type OverlayKind } from './loading-overlay';

const VEIL_CLASS = 'app-loading-veil';

const overlayCss =
  `#${LOADING_OVERLAY_ID}{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;background:#fff;font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a1a}` +
  // Over a screen rendered at build time: the screen shows through, the line sits at the foot.
  `#${LOADING_OVERLAY_ID}.${VEIL_CLASS}{align-items:flex-end;padding-bottom:1.5rem;background:rgba(255,255,255,.4)}` +
  `#${LOADING_OVERLAY_ID}.${VEIL_CLASS} p{margin:0;padding:.5rem 1rem;background:#fff;border:1px solid #d3dcda;border-radius:1.5rem}`;

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
export function LoadingOverlay({ kind = 'cover' }: { kind?: OverlayKind }) {
  return (
    <div
      id={LOADING_OVERLAY_ID}
      key="app-loading-overlay"
      role="status"
      aria-live="polite"
      className={kind === 'veil' ? VEIL_CLASS : undefined}
    >
      <p>Loading StaySmart…</p>
    </div>
  );
}
