import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { Layout } from '../../components/layout/layout';
import { Seo } from '../../components/seo/seo';
import { Breadcrumbs } from '../../components/layout/breadcrumbs';
import { GeneralAdviceWarning } from '../../components/ui/general-advice-warning';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { StaleFiguresNotice } from '../../components/ui/stale-figures-notice';
import { FactList } from './fact-list';
import { NonBankLenderNote } from './non-bank-lender-note';
import { CategoryTable, categoriesWithComparisonRates } from './category-tables';
import type { TableConfigFactory } from '../compare/table-kinds';
import type { ProviderCategoryContext } from './view-models';
import type { RowIdentity } from '../compare/table-config';
import { categories, paths } from '../../config/paths';
import { formatIsoDate } from '../../domain/format';

/**
 * One provider's products in one category, e.g. /home-loans/ing/. Each category has a template of
 * its own (src/templates/provider-*.tsx) that brings only its category's table.
 */
export function ProviderCategoryPage({
  context,
  table,
}: {
  context: ProviderCategoryContext<RowIdentity>;
  table: TableConfigFactory;
}) {
  const { code, provider, rows, lazy, productCount, asOf, facts, programs } = context;
  const category = categories[code];
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs trail={[{ label: category.name, href: paths.category(code) }]} current={provider.name} />
        <h1>
          {provider.name} {category.name.toLowerCase()}
        </h1>
        <p className="lead">
          {productCount} {productCount === 1 ? category.singular : category.name.toLowerCase()} from{' '}
          <Link to={provider.overviewHref}>{provider.name}</Link>
          {context.staleNotice ? (
            '.'
          ) : (
            <>
              , as of <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
            </>
          )}
        </p>
        {context.nonBankLender ? <NonBankLenderNote name={provider.name} /> : null}
        {/* Old figures: the warning gives their date, so it is said once. */}
        <StaleFiguresNotice notice={context.staleNotice} />
        {facts.length > 0 ? <FactList facts={facts} /> : null}
        <h2>
          Compare {provider.name}’s {category.name.toLowerCase()}
        </h2>
        <CategoryTable code={code} table={table} rows={rows} lazy={lazy} programs={programs} />
        {categoriesWithComparisonRates.has(code) ? (
          <ComparisonRateWarning example={code === 'hl' ? 'homeLoan' : 'personalLoan'} />
        ) : null}
        <GeneralAdviceWarning />
        <p className="link-line">
          <Link to={paths.category(code)}>Compare {category.name.toLowerCase()} from every provider</Link>
        </p>
      </div>
    </Layout>
  );
}

/** The head of a provider-in-category page. */
export function ProviderCategoryHead({
  pathname,
  context,
}: {
  pathname: string;
  context: ProviderCategoryContext<RowIdentity>;
}) {
  const category = categories[context.code];
  return (
    <Seo
      title={`${context.provider.name} ${category.name.toLowerCase()}`}
      description={`Compare ${context.productCount} ${category.name.toLowerCase()} from ${context.provider.name}: rates, fees and features side by side.`}
      pathname={pathname}
    />
  );
}
