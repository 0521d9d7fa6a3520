import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import { calculatorInfo } from '../../config/calculators';
import { SavingsGoalCalculator } from '../../features/calculators/savings-goal-calculator';
import { CalculatorPage } from '../../features/calculators/calculator-page';
import type { CalculatorPageContext } from '../../features/calculators/calculator-page-context';

const info = calculatorInfo('savings-goal');

export default function SavingsGoalPage({ pageContext }: PageProps<object, CalculatorPageContext>) {
  return (
    <CalculatorPage slug="savings-goal">
      <SavingsGoalCalculator typicalRate={pageContext.typicalRate} />
    </CalculatorPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={info.title} description={info.summary} pathname={location.pathname} />
);
