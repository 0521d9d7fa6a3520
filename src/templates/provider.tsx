import * as React from 'react';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { Breadcrumbs } from '../components/layout/breadcrumbs';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import { ComparisonRateWarning } from '../components/ui/comparison-rate-warning';
import { FactList } from '../features/catalogue/fact-list';
import { CategoryTable, categoriesWithComparisonRates } from '../features/catalogue/category-tables';
import { tableConfigFor } from '../features/compare/table-configs';
import type { RewardProgramChoice, TableConfigFactory } from '../features/compare/table-kinds';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';
import { categories, categoryOrder, paths, type ProductCategory } from '../config/paths';
import { formatIsoDate } from '../domain/format';

/** Every category's table, made once (this template shows any category). */
const tables = Object.fromEntries(
  categoryOrder.map((code) => [code, (programs: RewardProgramChoice[]) => tableConfigFor(code, programs)]),
) as Record<ProductCategory, TableConfigFactory>;

/** One provider's products in one category, e.g. /home-loans/ing/. */
export default function ProviderTemplate({
  pageContext,
}: PageProps<object, ProviderCategoryContext<RowIdentity>>) {
  const { code, provider, rows, lazy, productCount, asOf, facts, programs } = pageContext;
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
          <Link to={provider.overviewHref}>{provider.name}</Link>, as of{' '}
          <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
        </p>
        {facts.length > 0 ? <FactList facts={facts} /> : null}
        <h2>
          Compare {provider.name}’s {category.name.toLowerCase()}
        </h2>
        <CategoryTable code={code} table={tables[code]} rows={rows} lazy={lazy} programs={programs} />
        {categoriesWithComparisonRates.has(code) ? (
          <ComparisonRateWarning example={code === 'hl' ? 'homeLoan' : 'personalLoan'} />
        ) : null}
        <GeneralAdviceWarning />
        <p>
          <Link to={paths.category(code)}>Compare {category.name.toLowerCase()} from every provider</Link>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => {
  const category = categories[pageContext.code];
  return (
    <Seo
      title={`${pageContext.provider.name} ${category.name.toLowerCase()}`}
      description={`Compare ${pageContext.productCount} ${category.name.toLowerCase()} from ${pageContext.provider.name}: rates, fees and features side by side.`}
      pathname={location.pathname}
    />
  );
};
