import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { calculatorsFor } from '../../config/calculators';
import type { ProductCategory } from '../../config/paths';

/** A category page's calculators, one link each with what it answers. */
export function CalculatorLinks({ category }: { category: ProductCategory }) {
  const calculators = calculatorsFor(category);
  if (calculators.length === 0) return null;
  return (
    <section aria-labelledby="calculators-heading">
      <h2 id="calculators-heading">Calculators</h2>
      <ul>
        {calculators.map((calculator) => (
          <li key={calculator.slug}>
            <Link to={calculator.href}>{calculator.title}</Link>: {calculator.summary.charAt(0).toLowerCase()}
            {calculator.summary.slice(1)}
          </li>
        ))}
      </ul>
    </section>
  );
}
