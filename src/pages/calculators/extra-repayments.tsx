import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import { calculatorInfo } from '../../config/calculators';
import { ExtraRepaymentsCalculator } from '../../features/calculators/extra-repayments-calculator';
import { CalculatorPage } from '../../features/calculators/calculator-page';
import type { CalculatorPageContext } from '../../features/calculators/calculator-page-context';

const info = calculatorInfo('extra-repayments');

export default function ExtraRepaymentsPage({ pageContext }: PageProps<object, CalculatorPageContext>) {
  return (
    <CalculatorPage slug="extra-repayments">
      <ExtraRepaymentsCalculator typicalRate={pageContext.typicalRate} />
    </CalculatorPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={info.title} description={info.summary} pathname={location.pathname} />
);
