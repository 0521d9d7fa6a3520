import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import { paths } from '../config/paths';

interface CardExtras {
  rewardsSummary: string | null;
}

export default function CardTemplate({ pageContext }: PageProps<object, ProductPageContext<CardExtras>>) {
  const { product } = pageContext;
  return (
    <ProductPage context={pageContext}>
      {product.rewardsSummary ? (
        <section aria-labelledby="rewards-heading">
          <h2 id="rewards-heading">Rewards</h2>
          <p>{product.rewardsSummary}</p>
        </section>
      ) : null}
      <section className="notice" aria-labelledby="stay-switch-heading">
        <h2 id="stay-switch-heading">Already have a card?</h2>
        <p>
          Tell us how you use your current card and we’ll show, in dollars, whether this card or a product
          transfer at your own bank would save you money.
        </p>
        <Link className="button" to={paths.creditCardsLanding()}>
          Check stay or switch
        </Link>
      </section>
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<CardExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} from ${pageContext.provider.name}`}
    description={`${pageContext.product.name}: ${pageContext.facts
      .slice(0, 3)
      .map((fact) => `${fact.label.toLowerCase()} ${fact.value}`)
      .join(', ')}. Compare it with other Australian credit cards.`}
    pathname={location.pathname}
  />
);
