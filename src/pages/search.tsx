import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { SearchIndexLoader } from '../features/search/search-index-loader';
import type { SynonymTable } from '../domain/search/synonyms';

interface SearchContext {
  docsUrl: string;
  docCount: number;
  synonyms: SynonymTable;
}

export default function SearchPage({ pageContext }: PageProps<object, SearchContext>) {
  return (
    <Layout>
      <div className="container narrow">
        <h1>Search</h1>
        <p>
          Find a bank, credit union or product by name. Short names work too: try <em>cba</em>, <em>bom</em>{' '}
          or <em>bank of queensland</em>. Name a product type and what you want, such as{' '}
          <em>term deposit 12 months</em>, for a link to that comparison table.
        </p>
        <SearchIndexLoader
          url={pageContext.docsUrl}
          count={pageContext.docCount}
          synonyms={pageContext.synonyms}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Search providers and products"
    description="Search every Australian bank, credit union and product we compare, by name or a short name such as CBA or BOQ."
    pathname={location.pathname}
  />
);
