import { providersPhrase } from '../../domain/provider-kinds';
import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { Layout } from '../../components/layout/layout';
import { GeneralAdviceWarning } from '../../components/ui/general-advice-warning';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { StaleFiguresNotice } from '../../components/ui/stale-figures-notice';
import { categoryBlurbs } from '../../config/category-blurbs';
import { categories, paths } from '../../config/paths';
import { formatCount, formatIsoDate } from '../../domain/format';
import type { RowIdentity } from '../compare/table-config';
import type { TableConfigFactory } from '../compare/table-kinds';
import { CategoryTable, categoriesWithComparisonRates } from './category-tables';
import type { CategoryPageContext } from './view-models';

/** A category's comparison page: the table, its date (or the warning that its figures are old), sponsored placements kept apart, warnings. */
export function CategoryPage({
  context,
  table,
  intro,
  children,
}: {
  context: CategoryPageContext<RowIdentity>;
  /** The category's own table: each page imports only its own. */
  table: TableConfigFactory;
  intro?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { code, rows, lazy, productCount, asOf, providerCount, sponsored, programs } = context;
  const category = categories[code];
  return (
    <Layout>
      <div className="container">
        <h1>Compare {category.name.toLowerCase()}</h1>
        <p className="lead">
          {categoryBlurbs[category.code]} {formatCount(productCount)} products from{' '}
          {context.providerKinds ? providersPhrase(context.providerKinds) : `${providerCount} providers`}.
        </p>
        {intro}
        {context.staleNotice ? (
          // Old figures: the warning gives their date, so it is said once.
          <StaleFiguresNotice notice={context.staleNotice} />
        ) : (
          <p className="legal">
            {code === 'bnpl' ? 'Fees and limits' : 'Rates and fees'} as of{' '}
            <time dateTime={asOf}>{formatIsoDate(asOf)}</time>,{' '}
            {context.sourceWords ??
              (code === 'bnpl'
                ? 'collected by hand from each provider’s own pages'
                : 'from the product data providers publish')}
            . Check the provider’s site before you apply.
          </p>
        )}
        {sponsored.length > 0 ? (
          <aside className="sponsored-block" aria-labelledby="sponsored-heading">
            <h2 id="sponsored-heading">
              <span className="badge badge--sponsored">Sponsored</span> Featured by our partners
            </h2>
            <p className="legal">
              Sponsored products are paid placements. They are shown here, apart from the table, and never
              change the order of the comparison below.
            </p>
            <ul>
              {sponsored.map((placement) => (
                <li key={placement.rowId}>
                  <Link to={placement.href}>{placement.name}</Link> from {placement.providerName}{' '}
                  <span className="legal">({placement.label})</span>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <h2>All {category.name.toLowerCase()}</h2>
        <CategoryTable
          code={code}
          table={table}
          rows={rows}
          lazy={lazy}
          programs={programs}
          productCount={productCount}
          lenderKinds={context.lenderKinds === true}
        />
        {children}
        {categoriesWithComparisonRates.has(code) ? (
          <ComparisonRateWarning example={code === 'hl' ? 'homeLoan' : 'personalLoan'} />
        ) : null}
        <GeneralAdviceWarning />
        <p>
          <Link to={paths.providers()}>Browse all providers</Link> ·{' '}
          <Link to={paths.guides()}>Read our guides</Link>
        </p>
      </div>
    </Layout>
  );
}
