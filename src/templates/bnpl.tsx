import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import type { RawBnplProvider } from '../domain/data/raw-types';
import { formatIsoDate } from '../domain/format';

type BnplExtras = Pick<RawBnplProvider, 'source' | 'checkedOn' | 'origin' | 'publisherName' | 'lastUpdated'>;

function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIsoDate(iso)}</time>;
}

function WhereFrom({ service }: { service: BnplExtras & { name: string } }) {
  if (service.origin === 'consumer-data-right') {
    return (
      <p className="legal">
        {service.publisherName} publishes these figures under the Consumer Data Right.{' '}
        {service.lastUpdated !== null && (
          <>
            {service.publisherName} last updated them on <Day iso={service.lastUpdated} />;{' '}
          </>
        )}
        we last checked them on <Day iso={service.checkedOn} />.
      </p>
    );
  }
  return (
    <p className="legal">
      {service.name} does not publish Consumer Data Right product data yet, so we collected these figures by
      hand from the provider’s own pages. We last checked them on <Day iso={service.checkedOn} />.
    </p>
  );
}

export default function BnplTemplate({ pageContext }: PageProps<object, ProductPageContext<BnplExtras>>) {
  return (
    <ProductPage context={pageContext}>
      <WhereFrom service={pageContext.product} />
      <p className="legal">Where they come from: {pageContext.product.source}</p>
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<BnplExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name}: fees, limits and late fees`}
    description={`What ${pageContext.product.name} costs: spending limits, instalments, account and late fees, and its credit licence under the June 2025 rules.`}
    pathname={location.pathname}
  />
);
