import * as React from 'react';
import { Breadcrumbs } from '../../components/layout/breadcrumbs';
import { Layout } from '../../components/layout/layout';
import { Link } from '../../components/navigation/link';
import { GeneralAdviceWarning } from '../../components/ui/general-advice-warning';
import { calculatorInfo, type CalculatorSlug } from '../../config/calculators';
import { categories, paths } from '../../config/paths';

/** The page of one calculator of the hub: its heading, what it answers, the calculator, the way on. */
export function CalculatorPage({ slug, children }: { slug: CalculatorSlug; children: React.ReactNode }) {
  const info = calculatorInfo(slug);
  const category = categories[info.category];
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs trail={[{ label: 'Calculators', href: paths.calculators() }]} current={info.title} />
        <h1>{info.title}</h1>
        <p className="lead">{info.summary}</p>
        {children}
        <p>
          <Link to={paths.category(info.category)}>Compare {category.name.toLowerCase()}</Link> ·{' '}
          <Link to={paths.calculators()}>All calculators</Link>
        </p>
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}
