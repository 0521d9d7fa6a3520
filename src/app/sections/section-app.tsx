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
}

/**
 * A client-only sub-app under a section that also has thousands of static pages (/credit-cards/,
 * /home-loans/). Gatsby copies every static page that a client-only match path covers into the
 * first-load bundle (so that static pages win over the match path), and a `/credit-cards/*` page
 * would put some 2,000 product pages, about 26 KB gzipped, into every page's JavaScript. So each
 * sub-app segment (paths.ts `reservedSegments`, which no provider slug may take) gets its own
 * small client-only page, `src/pages/<section>/<segment>/[...].tsx`, and all of them render this
 * one router: its screens are added here as the survey and offer issues land; until then every
 * address shows the section's not-found screen.
 */
export function createSectionApp(config: SectionAppConfig) {
  function SectionApp(_props: PageProps) {
    return (
      <ClientOnlySection>
        <Router basepath={config.basepath.replace(/\/$/, '')} primary={false} component={React.Fragment}>
          {config.routes}
          <NotFoundRoute default sectionName={config.sectionName} sectionHref={config.basepath} />
        </Router>
      </ClientOnlySection>
    );
  }
  const Head: HeadFC = ({ location }) => (
    <Seo
      title={config.title}
      description={config.description}
      pathname={location.pathname.includes('[...]') ? config.basepath : location.pathname}
      noIndex
    />
  );
  return { SectionApp, Head };
}
