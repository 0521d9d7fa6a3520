import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { site } from '../config/site';

export default function HomePage() {
  return (
    <Layout>
      <div className="container">
        <h1>{site.tagline}</h1>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={site.name} description={site.description} pathname="/" />;
