import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../../components/seo/seo';
import { calculatorInfo } from '../../config/calculators';
import { CardPayoffCalculator } from '../../features/calculators/card-payoff-calculator';
import { CalculatorPage } from '../../features/calculators/calculator-page';
import type { CalculatorPageContext } from '../../features/calculators/calculator-page-context';

const info = calculatorInfo('card-payoff');

export default function CardPayoffPage({ pageContext }: PageProps<object, CalculatorPageContext>) {
  return (
    <CalculatorPage slug="card-payoff">
      <CardPayoffCalculator typicalRate={pageContext.typicalRate} />
    </CalculatorPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={info.title} description={info.summary} pathname={location.pathname} />
);
