import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { TableScroll } from '../components/ui/table-scroll';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import type { RawHomeLoan, RawHomeLoanRate } from '../domain/data/raw-types';
import { formatPercent, formatTermMonths } from '../domain/format';
import { RateWithComparison } from '../components/ui/rate';
import { LoanRepaymentCalculator } from '../features/calculators/loan-repayment-calculator';
import { homeLoanCalculatorProps } from '../features/calculators/loan-calculator-props';

/** The product row in page context carries every field of the loan's data, rates included. */
type HomeLoanExtras = Pick<
  RawHomeLoan,
  'rates' | 'minAmount' | 'maxAmount' | 'maxTermYears' | 'applicationFee' | 'annualFee'
>;

function lvrText(rate: RawHomeLoanRate): string {
  if (rate.lvrMax === null && rate.lvrMin === null) return 'Any';
  if (rate.lvrMin === null || rate.lvrMin === 0) return `Up to ${formatPercent(rate.lvrMax ?? 1)}`;
  return `${formatPercent(rate.lvrMin)} to ${formatPercent(rate.lvrMax ?? 1)}`;
}

export default function HomeLoanTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<HomeLoanExtras>>) {
  const { product } = pageContext;
  const calculator = React.useMemo(() => homeLoanCalculatorProps(product), [product]);
  return (
    <ProductPage context={pageContext}>
      {product.rates.length > 0 ? <LoanRepaymentCalculator {...calculator} /> : null}
      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading">Rates</h2>
        <TableScroll label={`Rates of ${product.name}`}>
          <table className="compare">
            <caption className="visually-hidden">Every rate of {product.name}</caption>
            <thead>
              <tr>
                <th scope="col">Rate</th>
                <th scope="col">Type</th>
                <th scope="col">Repayments</th>
                <th scope="col">Purpose</th>
                <th scope="col">LVR</th>
              </tr>
            </thead>
            <tbody>
              {product.rates.map((rate, index) => (
                <tr key={index}>
                  <td>
                    <RateWithComparison rate={rate.rate} comparisonRate={rate.comparisonRate} />
                  </td>
                  <td>
                    {rate.rateType === 'variable'
                      ? 'Variable'
                      : `Fixed${rate.fixedMonths === null ? '' : ` ${formatTermMonths(rate.fixedMonths)}`}`}
                  </td>
                  <td>{rate.repayment === 'interest-only' ? 'Interest only' : 'Principal and interest'}</td>
                  <td>{rate.purpose === 'investment' ? 'Investment' : 'Owner-occupier'}</td>
                  <td>{lvrText(rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
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
