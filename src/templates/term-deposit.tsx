import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { RateGroup, RateGroupsIntro } from '../components/ui/rate-group';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import type { RawTermDeposit } from '../domain/data/raw-types';
import { formatRate } from '../domain/format';
import { DepositEarningsCalculator } from '../features/calculators/deposit-earnings-calculator';
import { paymentLabels, termLabel } from '../features/calculators/deposit-figures';
import { depositAmountText, groupTermDepositRates } from '../domain/term-deposits/rate-groups';

/** The product row in page context carries every field of the deposit's data, rates included. */
type TermDepositExtras = Pick<RawTermDeposit, 'rates' | 'minDeposit' | 'maxDeposit'>;

/**
 * The deposit's rates come in one group per way interest is paid, the first open: some deposits
 * publish over 150 rates, and the browser lays out and paints only the open group when the page
 * first shows.
 */
export default function TermDepositTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<TermDepositExtras>>) {
  const { product } = pageContext;
  const groups = React.useMemo(() => groupTermDepositRates(product.rates), [product]);
  return (
    <ProductPage context={pageContext}>
      {product.rates.length > 0 ? (
        <DepositEarningsCalculator
          rates={product.rates}
          minDeposit={product.minDeposit}
          maxDeposit={product.maxDeposit}
        />
      ) : null}
      {groups.length > 0 ? (
        <section aria-labelledby="rates-heading">
          <h2 id="rates-heading">Rates by term</h2>
          <RateGroupsIntro
            total={product.rates.length}
            groupedBy="how interest is paid"
            groups={groups.length}
          />
          {groups.map((group, index) => {
            const paid = paymentLabels[group.payment].toLowerCase();
            const title = `Interest paid ${paid}`;
            return (
              <RateGroup
                key={group.payment}
                title={title}
                count={group.rates.length}
                open={index === 0}
                tableLabel={`${title}: rates of ${product.name}`}
                caption={`Rates of ${product.name} by term and amount, interest paid ${paid}`}
                columns={
                  <>
                    <th scope="col">Term</th>
                    <th scope="col" className="num">
                      Rate
                    </th>
                    <th scope="col">Amount</th>
                  </>
                }
              >
                {group.rates.map((rate, rowIndex) => (
                  <tr key={rowIndex}>
                    <td>{termLabel(rate)}</td>
                    <td className="num">{formatRate(rate.rate)}</td>
                    <td>{depositAmountText(rate)}</td>
                  </tr>
                ))}
              </RateGroup>
            );
          })}
        </section>
      ) : null}
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
