/**
 * Which CDR records are not consumer products we compare. Each rule returns the reason printed in
 * the import summary, so every dropped record is accounted for.
 */
import { namesBusiness } from '../../../src/domain/eligibility/business-customers';
import type { CdrProduct } from './cdr-types';

interface DropRule {
  reason: string;
  applies: (product: CdrProduct, name: string) => boolean;
}

/** Whether a product's name marks it as a business, agri or wholesale product. */
export const isBusinessProductName = namesBusiness;

const everywhere: DropRule[] = [
  { reason: 'business, corporate or wholesale product', applies: (_p, name) => isBusinessProductName(name) },
  { reason: 'business or wholesale brand', applies: (p) => /wholesale|thriday|tyro/i.test(p.brandName) },
  {
    reason: 'trust, statutory or estate account',
    applies: (_p, name) => /\b(trust|statutory|estate|solicitor)\b/i.test(name),
  },
  {
    reason: 'self-managed super fund product',
    applies: (_p, name) =>
      /\b(smsf|super\s?fund|superannuation|diy super|superedge|super cash|capital guaranteed super)\b/i.test(
        name,
      ),
  },
  { reason: 'staff-only product', applies: (_p, name) => /\b(staff|employee)\b/i.test(name) },
  { reason: 'bank pricing negotiated per customer', applies: (p) => p.detail.isTailored === true },
];

const byCategory: Record<CdrProduct['category'], DropRule[]> = {
  CRED_AND_CHRG_CARDS: [
    { reason: 'debit card listed as a credit card', applies: (_p, name) => /\bdebit\b/i.test(name) },
  ],
  RESIDENTIAL_MORTGAGES: [
    { reason: 'reverse mortgage', applies: (_p, name) => /reverse mortgage/i.test(name) },
    { reason: 'bridging loan', applies: (_p, name) => /bridging/i.test(name) },
  ],
  PERS_LOANS: [
    {
      reason: 'line of credit or instalment facility, not a personal loan',
      applies: (_p, name) => /line of credit|instalpay|now pay later|overdraft|set-off/i.test(name),
    },
  ],
  TERM_DEPOSITS: [
    {
      reason: 'broker or intermediary-only term deposit',
      applies: (_p, name) => /\b(broker|intermediary|partners?|strata)\b/i.test(name),
    },
    {
      reason: 'money-market deposit for wholesale clients',
      applies: (_p, name) => /money market/i.test(name),
    },
  ],
  TRANS_AND_SAVINGS_ACCOUNTS: [
    {
      reason: 'offset or loan-linked sub-account',
      applies: (_p, name) => /offset|mortgage|loan saver|crusher|\bsub account\b|redifund/i.test(name),
    },
    {
      reason: 'foreign-currency account',
      applies: (_p, name) =>
        /foreign currency|currency account|\b(usd|eur|gbp|hkd|cny|jpy|nzd|sgd|cad|chf)\b|multi currency/i.test(
          name,
        ),
    },
    { reason: 'payment authority, not an account', applies: (_p, name) => /authority/i.test(name) },
    {
      reason: 'card or facility listed as an account',
      applies: (_p, name) => /visa debit card|overdraft|now pay later/i.test(name),
    },
    {
      reason: 'insurance or GST holding account',
      applies: (_p, name) => /insurance account|gst/i.test(name),
    },
    { reason: 'payment-service wallet, not a deposit account', applies: (p) => /paypal/i.test(p.brandName) },
    {
      reason: 'money-market deposit for wholesale clients',
      applies: (_p, name) => /money market/i.test(name),
    },
  ],
  LEASES: [{ reason: 'leases are not a category we compare', applies: () => true }],
  BUY_NOW_PAY_LATER: [],
};

/** The reason the record is not imported, or null when it is a consumer product. */
export function dropReason(product: CdrProduct): string | null {
  const name = product.detail.name.trim();
  for (const rule of [...everywhere, ...byCategory[product.category]]) {
    if (rule.applies(product, name)) return rule.reason;
  }
  return null;
}
