import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import { categories } from '../config/paths';
import type { RawPersonalLoan } from '../domain/data/raw-types';
import { LoanRepaymentCalculator } from '../features/calculators/loan-repayment-calculator';
import { personalLoanCalculatorProps } from '../features/calculators/loan-calculator-props';

/** The product row in page context carries every field of the loan's data. */
type PersonalLoanExtras = Pick<
  RawPersonalLoan,
  | 'minRate'
  | 'maxRate'
  | 'minAmount'
  | 'maxAmount'
  | 'minTermMonths'
  | 'maxTermMonths'
  | 'establishmentFee'
  | 'monthlyFee'
>;

/** Personal and car loans share this template; the category comes from page context. */
export default function PersonalLoanTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<PersonalLoanExtras>>) {
  const { product } = pageContext;
  const calculator = React.useMemo(() => personalLoanCalculatorProps(product), [product]);
  return (
    <ProductPage context={pageContext}>
      <LoanRepaymentCalculator {...calculator} />
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<PersonalLoanExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} from ${pageContext.provider.name}`}
    description={`Rates, comparison rate, fees and terms of ${pageContext.provider.name}’s ${pageContext.product.name}, compared with other Australian ${categories[pageContext.code].name.toLowerCase()}.`}
    pathname={location.pathname}
  />
);
