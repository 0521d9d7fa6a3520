import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import type { RawSavingsAccount } from '../domain/data/raw-types';
import { SavingsEarningsCalculator } from '../features/calculators/savings-earnings-calculator';

/** The product row in page context carries every field of the account's data. */
type SavingsExtras = Pick<
  RawSavingsAccount,
  | 'baseRate'
  | 'bonusRate'
  | 'maxRateBalanceCap'
  | 'introductoryMonths'
  | 'bonusConditions'
  | 'rateBands'
  | 'interestCreditedEveryMonths'
  | 'monthlyFee'
>;

export default function SavingsAccountTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<SavingsExtras>>) {
  const { product } = pageContext;
  return (
    <ProductPage context={pageContext}>
      <section aria-labelledby="conditions-heading">
        <h2 id="conditions-heading">To earn the bonus rate</h2>
        {product.bonusConditions.length === 0 ? (
          <p>There are no conditions: the rate shown is the rate you earn.</p>
        ) : (
          <ul>
            {product.bonusConditions.map((condition) => (
              <li key={condition.summary}>{condition.summary}</li>
            ))}
          </ul>
        )}
      </section>
      <p className="notice">
        Have this account? See what your balance earns in it a year, given what you add and take out each
        month, and which accounts would pay you more.{' '}
        <Link to={paths.savingsCheck(product.id)}>Check my savings</Link>
      </p>
      <SavingsEarningsCalculator account={product} />
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<SavingsExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} from ${pageContext.provider.name}`}
    description={`Base and bonus rates, conditions and fees of ${pageContext.provider.name}’s ${pageContext.product.name}, compared with other Australian savings accounts.`}
    pathname={location.pathname}
  />
);
