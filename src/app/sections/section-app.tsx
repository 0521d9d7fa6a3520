import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Router } from '@gatsbyjs/reach-router';
import { Seo } from '../../components/seo/seo';
import { ClientOnlySection } from '../client-only-section';
import { NotFoundRoute } from '../section-routes';

export interface SectionAppConfig {
  /** The section's static page, e.g. `/credit-cards/`; the sub-app lives below it. */
  basepath: string;
  sectionName: string;
  title: string;
  description: string;
  /** The sub-app's screens: route elements (a fragment of them) for the router below. */
  routes?: React.ReactElement;
  /** A screen's own title and description where it is not the section's (by its address). */
  screenTitle?(pathname: string): { title: string; description: string } | null;
}

/**
 * A client-only sub-app under a section that also has thousands of static pages (/credit-cards/,
 * /home-loans/). Gatsby copies every static page that a client-only match path covers into the
 * first-load bundle (so that static pages win over the match path), and a `/credit-cards/*` page
 * would put some 2,000 product pages, about 26 KB gzipped, into every page's JavaScript. So each
 * sub-app segment (paths.ts `reservedSegments`, which no provider slug may take) gets its own
 * small client-only page, `src/pages/<section>/<segment>/[...].tsx`, and all of them render this
 * one router. The first screen of a journey is also a static page at its own address
 * (`src/pages/<section>/<segment>/index.tsx`, rendering `FirstScreen`), which wins over the match
 * path: its HTML holds the screen, so it paints before any script runs.
 */
export function createSectionApp(config: SectionAppConfig) {
  function SectionApp({ prerendered = false }: PageProps & { prerendered?: boolean }) {
    return (
      <ClientOnlySection prerendered={prerendered}>
        <Router basepath={config.basepath.replace(/\/$/, '')} primary={false} component={React.Fragment}>
          {config.routes}
          <NotFoundRoute default sectionName={config.sectionName} sectionHref={config.basepath} />
        </Router>
      </ClientOnlySection>
    );
  }
  const Head: HeadFC = ({ location }) => {
    const own = config.screenTitle?.(location.pathname) ?? null;
    return (
      <Seo
        title={own?.title ?? config.title}
        description={own?.description ?? config.description}
        pathname={location.pathname.includes('[...]') ? config.basepath : location.pathname}
        noIndex
      />
    );
  };
  /** The same app as the static page of a journey's first screen, whose HTML holds the screen. */
  const FirstScreen = (props: PageProps) => <SectionApp {...props} prerendered />;
  return { SectionApp, FirstScreen, Head };
}
