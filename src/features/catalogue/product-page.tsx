import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { Layout } from '../../components/layout/layout';
import { Breadcrumbs } from '../../components/layout/breadcrumbs';
import { GeneralAdviceWarning } from '../../components/ui/general-advice-warning';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { categories, paths } from '../../config/paths';
import { formatIsoDate } from '../../domain/format';
import type { ProductPageContext } from './view-models';
import { FactList } from './fact-list';
import { FigureHistorySection, LatestChangeNote } from '../changes/product-changes-view';

/** The shared frame of every product page; category templates add their own sections. */
export function ProductPage<P>({
  context,
  children,
}: {
  context: ProductPageContext<P>;
  children?: React.ReactNode;
}) {
  const { code, product, provider, asOf, dates, changes, facts, features, siblings, externalUrl } = context;
  const { showsComparisonRate } = context;
  const category = categories[code];
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: category.name, href: paths.category(code) },
            { label: provider.name, href: product.providerHref },
          ]}
          current={product.name}
        />
        <h1>{product.name}</h1>
        {product.forBusiness === true ? (
          <p className="notice">
            <strong>For business customers.</strong> {provider.name} offers this {category.singular} to
            businesses, so our comparison tables and stay-or-switch checks for personal customers leave it
            out.
          </p>
        ) : null}
        <p className="lead">
          A {category.singular} from <Link to={provider.overviewHref}>{provider.name}</Link>.{' '}
          {dates ? (
            <>
              {provider.name} last updated it on{' '}
              <time dateTime={dates.bankUpdated}>{formatIsoDate(dates.bankUpdated)}</time>; we last checked it
              on <time dateTime={dates.fetched}>{formatIsoDate(dates.fetched)}</time>.
            </>
          ) : (
            <>
              Figures as of <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
            </>
          )}
        </p>
        {context.staleNotice ? <p className="notice notice--warning">{context.staleNotice}</p> : null}
        {changes?.latest ? <LatestChangeNote change={changes.latest} /> : null}
        <FactList facts={facts} />
        {children}
        {changes?.history ? <FigureHistorySection history={changes.history} /> : null}
        {features.length > 0 ? (
          <section aria-labelledby="features-heading">
            <h2 id="features-heading">Features</h2>
            <ul>
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {externalUrl ? (
          <p>
            <a className="button" href={externalUrl} rel="noopener noreferrer external" target="_blank">
              Read the full terms on {provider.name}’s site
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        {siblings.length > 0 ? (
          <section aria-labelledby="siblings-heading">
            <h2 id="siblings-heading">
              Other {category.name.toLowerCase()} from {provider.name}
            </h2>
            <ul className="link-list">
              {siblings.map((sibling) => (
                <li key={sibling.href}>
                  <Link to={sibling.href}>{sibling.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {showsComparisonRate ? (
          <ComparisonRateWarning example={code === 'hl' ? 'homeLoan' : 'personalLoan'} />
        ) : null}
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}
