import * as React from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* The skip link jumps at once: it is there to save keyboard users time. */}
      <a className="skip-link" href="#main" data-scroll="jump">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
