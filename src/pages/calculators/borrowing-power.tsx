import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import { calculatorInfo } from '../../config/calculators';
import { BorrowingPowerCalculator } from '../../features/calculators/borrowing-power-calculator';
import { CalculatorPage } from '../../features/calculators/calculator-page';
import type { CalculatorPageContext } from '../../features/calculators/calculator-page-context';

const info = calculatorInfo('borrowing-power');

export default function BorrowingPowerPage({ pageContext }: PageProps<object, CalculatorPageContext>) {
  return (
    <CalculatorPage slug="borrowing-power">
      <BorrowingPowerCalculator typicalRate={pageContext.typicalRate} />
    </CalculatorPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={info.title} description={info.summary} pathname={location.pathname} />
);
