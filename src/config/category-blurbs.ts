/**
 * A plain-language sentence about each category, for the home page and the category pages. Kept
 * apart from the route table, which every page's JavaScript carries, as only those pages show it.
 */
import type { ProductCategory } from './paths';

export const categoryBlurbs: Record<ProductCategory, string> = {
  cc: 'Compare annual fees, purchase rates, interest-free days, balance transfers and rewards.',
  hl: 'Compare variable and fixed home-loan rates with their comparison rates, fees and features.',
  pl: 'Compare personal-loan rates, comparison rates, fees and terms.',
  cl: 'Compare secured and unsecured car-loan rates, comparison rates and fees.',
  td: 'Compare term-deposit rates by term and amount, and how interest is paid.',
  sv: 'Compare base and bonus savings rates and the conditions you must meet.',
  tx: 'Compare everyday transaction accounts by monthly fee, overseas fees and features.',
  bnpl: 'Compare buy now pay later limits, fees and late fees under the rules that began in June 2025.',
};
