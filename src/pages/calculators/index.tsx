import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../../components/layout/layout';
import { Link } from '../../components/navigation/link';
import { Seo } from '../../components/seo/seo';
import { GeneralAdviceWarning } from '../../components/ui/general-advice-warning';
import { calculatorList } from '../../config/calculators';

const description =
  'Borrowing power, extra repayments and offset, credit card payoff, savings goal and term deposit calculators, with the working shown.';

export default function CalculatorsPage() {
  return (
    <Layout>
      <div className="container">
        <h1>Calculators</h1>
        <p className="lead">
          Work out a figure before you compare. Each calculator shows how it got there, and says what it
          assumes.
        </p>
        <ul className="card-grid">
          {calculatorList.map((calculator) => (
            <li key={calculator.slug} className="tile">
              <h2>
                <Link to={calculator.href}>{calculator.title}</Link>
              </h2>
              <p>{calculator.summary}</p>
            </li>
          ))}
        </ul>
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Calculators" description={description} pathname={location.pathname} />
);
