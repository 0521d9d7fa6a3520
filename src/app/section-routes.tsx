import * as React from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { SectionNotFound } from '../components/app/section-not-found';

/** The not-found screen as a route of a sub-app's router. */
export function NotFoundRoute({
  sectionName,
  sectionHref,
}: RouteComponentProps & { sectionName: string; sectionHref: string }) {
  return <SectionNotFound sectionName={sectionName} sectionHref={sectionHref} />;
}
