import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import { calculatorInfo } from '../../config/calculators';
import { TermDepositCalculator } from '../../features/calculators/term-deposit-calculator';
import { CalculatorPage } from '../../features/calculators/calculator-page';
import type { CalculatorPageContext } from '../../features/calculators/calculator-page-context';

const info = calculatorInfo('term-deposit-earnings');

export default function TermDepositEarningsPage({ pageContext }: PageProps<object, CalculatorPageContext>) {
  return (
    <CalculatorPage slug="term-deposit-earnings">
      <TermDepositCalculator typicalRate={pageContext.typicalRate} />
    </CalculatorPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={info.title} description={info.summary} pathname={location.pathname} />
);
