import * as React from 'react';
import type { StaticPageContent } from '../../content/guide-types';
import { ContentBlocks } from '../content/content-blocks';
import { Layout } from './layout';

/** A plain information page: one heading, then the page's structured content. */
export function InfoPage({ content, children }: { content: StaticPageContent; children?: React.ReactNode }) {
  return (
    <Layout>
      <article className="container prose">
        <h1>{content.title}</h1>
        <ContentBlocks blocks={content.blocks} />
        {children}
      </article>
    </Layout>
  );
}
