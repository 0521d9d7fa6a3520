import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { RateGroup, RateGroupsIntro } from '../components/ui/rate-group';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import type { RawHomeLoan } from '../domain/data/raw-types';
import { groupHomeLoanRates } from '../domain/home-loans/rate-groups';
import { loanSizeText, lvrText } from '../domain/home-loans/rate-bands';
import { rateTypeText } from '../domain/home-loans/rate-type-text';
import { RateWithComparison } from '../components/ui/rate';
import { LoanRepaymentCalculator } from '../features/calculators/loan-repayment-calculator';
import {
  type HomeLoanPackageFee,
  homeLoanCalculatorProps,
} from '../features/calculators/loan-calculator-props';

/** The product row in page context carries every field of the loan's data, rates included. */
type HomeLoanExtras = Pick<
  RawHomeLoan,
  'rates' | 'minAmount' | 'maxAmount' | 'maxTermYears' | 'applicationFee' | 'annualFee' | 'feesWithoutPackage'
> & { package?: HomeLoanPackageFee | null };

/**
 * A loan's rates come in one group per purpose and repayment type, the first open: on a phone a
 * loan's sixty rates in one table run to some 4,000 px, and the browser lays out and paints only
 * the open group when the page first shows.
 */
export default function HomeLoanTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<HomeLoanExtras>>) {
  const { product } = pageContext;
  const calculator = React.useMemo(() => homeLoanCalculatorProps(product), [product]);
  const groups = React.useMemo(() => groupHomeLoanRates(product.rates), [product]);
  return (
    <ProductPage context={pageContext}>
      {product.rates.length > 0 ? <LoanRepaymentCalculator {...calculator} /> : null}
      {groups.length > 0 ? (
        <section aria-labelledby="rates-heading">
          <h2 id="rates-heading">Rates</h2>
          <RateGroupsIntro
            total={product.rates.length}
            groupedBy="what the loan is for and how it is repaid"
            groups={groups.length}
          />
          {groups.map((group, index) => (
            <RateGroup
              key={group.key}
              title={group.title}
              count={group.rates.length}
              open={index === 0}
              tableLabel={`${group.title} rates of ${product.name}`}
              columns={
                <>
                  <th scope="col">Rate</th>
                  <th scope="col">Type</th>
                  <th scope="col">LVR</th>
                  {group.hasLoanSizeBands ? <th scope="col">Loan size</th> : null}
                </>
              }
            >
              {group.rates.map((rate, rowIndex) => (
                <tr key={rowIndex}>
                  <td>
                    <RateWithComparison rate={rate.rate} comparisonRate={rate.comparisonRate} />
                  </td>
                  <td>{rateTypeText(rate)}</td>
                  <td>{lvrText(rate)}</td>
                  {group.hasLoanSizeBands ? <td>{loanSizeText(rate)}</td> : null}
                </tr>
              ))}
            </RateGroup>
          ))}
        </section>
      ) : null}
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<HomeLoanExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} home loan from ${pageContext.provider.name}`}
    description={`Rates, comparison rates, fees and features of ${pageContext.provider.name}’s ${pageContext.product.name}, compared with other Australian home loans.`}
    pathname={location.pathname}
  />
);
