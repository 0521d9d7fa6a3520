/**
 * The calculators of the hub at /calculators/, each a static page of its own, and the category
 * pages that link to them.
 */
import { paths, type ProductCategory } from './paths';

export type CalculatorSlug =
  'borrowing-power' | 'extra-repayments' | 'card-payoff' | 'savings-goal' | 'term-deposit-earnings';

export interface CalculatorInfo {
  slug: CalculatorSlug;
  /** The page's heading and the link's text. */
  title: string;
  /** What it answers, one sentence. */
  summary: string;
  /** The category page that links to it. */
  category: ProductCategory;
  href: string;
}

function calculator(info: Omit<CalculatorInfo, 'href'>): CalculatorInfo {
  return { ...info, href: paths.calculator(info.slug) };
}

export const calculatorList: readonly CalculatorInfo[] = [
  calculator({
    slug: 'borrowing-power',
    title: 'Borrowing power calculator',
    summary: 'The most a lender would likely lend you, tested the way lenders must test it.',
    category: 'hl',
  }),
  calculator({
    slug: 'extra-repayments',
    title: 'Extra repayments and offset calculator',
    summary:
      'How much sooner your home loan ends, and the interest you save, with extra repayments or an offset.',
    category: 'hl',
  }),
  calculator({
    slug: 'card-payoff',
    title: 'Credit card payoff calculator',
    summary:
      'How long a card balance takes to clear, and the interest it costs, at your repayment or the minimum.',
    category: 'cc',
  }),
  calculator({
    slug: 'savings-goal',
    title: 'Savings goal calculator',
    summary: 'How many months it takes to reach a savings goal with a regular deposit and interest.',
    category: 'sv',
  }),
  calculator({
    slug: 'term-deposit-earnings',
    title: 'Term deposit calculator',
    summary: 'The interest a term deposit earns over its term, paid at maturity or monthly.',
    category: 'td',
  }),
];

export function calculatorInfo(slug: CalculatorSlug): CalculatorInfo {
  const info = calculatorList.find((item) => item.slug === slug);
  if (!info) throw new Error(`No calculator ${slug}`);
  return info;
}

export function calculatorsFor(category: ProductCategory): CalculatorInfo[] {
  return calculatorList.filter((item) => item.category === category);
}
