import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { ContentBlocks } from '../components/content/content-blocks';
import { Breadcrumbs } from '../components/layout/breadcrumbs';
import type { Guide } from '../content/guide-types';
import { formatIsoDate } from '../domain/format';
import { paths } from '../config/paths';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';

interface ArticleContext {
  guide: Guide;
  related: { slug: string; title: string }[];
}

export default function ArticleTemplate({
  pageContext: { guide, related },
}: PageProps<object, ArticleContext>) {
  return (
    <Layout>
      <article className="container prose">
        <Breadcrumbs trail={[{ label: 'News and guides', href: paths.guides() }]} current={guide.title} />
        <h1>{guide.title}</h1>
        <p className="legal">
          By {guide.author}. Facts checked{' '}
          <time dateTime={guide.factsChecked}>{formatIsoDate(guide.factsChecked)}</time>.{' '}
          {guide.readingMinutes} minute read.
        </p>
        <p className="lead">{guide.description}</p>
        <ContentBlocks blocks={guide.blocks} />
        <GeneralAdviceWarning />
        {related.length > 0 ? (
          <nav aria-labelledby="related-heading">
            <h2 id="related-heading">Related guides</h2>
            <ul>
              {related.map((item) => (
                <li key={item.slug}>
                  <Link to={paths.guide(item.slug)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </article>
    </Layout>
  );
}

export const Head: HeadFC<object, ArticleContext> = ({ location, pageContext: { guide } }) => (
  <Seo title={guide.title} description={guide.description} pathname={location.pathname}>
    <meta property="article:published_time" content={guide.published} />
  </Seo>
);
