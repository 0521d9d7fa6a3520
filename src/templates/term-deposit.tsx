import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { TableScroll } from '../components/ui/table-scroll';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import type { RawTermDeposit, RawTermDepositRate } from '../domain/data/raw-types';
import { formatFee, formatRate } from '../domain/format';
import { DepositEarningsCalculator } from '../features/calculators/deposit-earnings-calculator';
import { paymentLabels, termLabel } from '../features/calculators/deposit-figures';

/** The product row in page context carries every field of the deposit's data, rates included. */
type TermDepositExtras = Pick<RawTermDeposit, 'rates' | 'minDeposit' | 'maxDeposit'>;

function amountText(rate: RawTermDepositRate): string {
  if (rate.minAmount === null && rate.maxAmount === null) return 'Any amount';
  if (rate.maxAmount === null) return `${formatFee(rate.minAmount ?? 0)} or more`;
  return `${formatFee(rate.minAmount ?? 0)} to ${formatFee(rate.maxAmount)}`;
}

export default function TermDepositTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<TermDepositExtras>>) {
  const { product } = pageContext;
  return (
    <ProductPage context={pageContext}>
      {product.rates.length > 0 ? (
        <DepositEarningsCalculator
          rates={product.rates}
          minDeposit={product.minDeposit}
          maxDeposit={product.maxDeposit}
        />
      ) : null}
      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading">Rates by term</h2>
        <TableScroll label={`Rates of ${product.name}`}>
          <table className="compare">
            <caption className="visually-hidden">Rates of {product.name} by term and amount</caption>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col" className="num">
                  Rate
                </th>
                <th scope="col">Amount</th>
                <th scope="col">Interest paid</th>
              </tr>
            </thead>
            <tbody>
              {product.rates.map((rate, index) => (
                <tr key={index}>
                  <td>{termLabel(rate)}</td>
                  <td className="num">{formatRate(rate.rate)}</td>
                  <td>{amountText(rate)}</td>
                  <td>{paymentLabels[rate.interestPayment]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<TermDepositExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} term deposit from ${pageContext.provider.name}`}
    description={`Term-deposit rates by term and amount for ${pageContext.provider.name}’s ${pageContext.product.name}, compared with other Australian term deposits.`}
    pathname={location.pathname}
  />
);
