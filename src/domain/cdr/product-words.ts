/**
 * The Consumer Data Standards' product codes in plain Australian English: feature, eligibility,
 * fee, constraint, discount and rate types (Get Product Detail, CDS v1.36.0, and the fee type
 * `VARIABLE` of the earlier versions our snapshot holds). Pages show these words, never the codes.
 *
 * Codes arrive as the standards write them (`DIGITAL_WALLET`) or as our import keeps them
 * (`digital-wallet`). A code the standards add later still reads as words: `SOME_NEW_FEATURE`
 * becomes "Some new feature".
 */

const FEATURE_TYPES = {
  ADDITIONAL_CARDS: 'Extra cards for other people',
  BALANCE_TRANSFERS: 'Balance transfers',
  BILL_PAYMENT: 'Bill payment and budgeting service',
  BONUS_REWARDS: 'Bonus reward points',
  CARD_ACCESS: 'A card to use the account',
  CASHBACK_OFFER: 'Cashback offer',
  COMPLEMENTARY_PRODUCT_DISCOUNTS: 'Discounts on other things, such as gift cards or travel',
  DIGITAL_BANKING: 'Online and app banking',
  DIGITAL_WALLET: 'Works with phone wallets',
  DONATE_INTEREST: 'Interest can go to a charity',
  EXTRA_DOWN_PAYMENT: 'A larger first payment when a purchase is over the limit',
  EXTRA_REPAYMENTS: 'Extra repayments allowed',
  FRAUD_PROTECTION: 'Fraud protection',
  FREE_TXNS: 'Some free transactions each month',
  FREE_TXNS_ALLOWANCE: 'A monthly allowance of free transaction fees',
  FUNDS_AVAILABLE_AFTER: 'Deposits can be used after a waiting time',
  GUARANTOR: 'A guarantor can help you qualify',
  INSTALMENT_PLAN: 'Pay off purchases in instalments',
  INSURANCE: 'Insurance included',
  INTEREST_FREE: 'Interest-free days on purchases',
  INTEREST_FREE_TRANSFERS: 'Interest-free period on balance transfers',
  LOYALTY_PROGRAM: 'Rewards program',
  NOTIFICATIONS: 'Account alerts',
  NPP_ENABLED: 'Receives fast payments',
  NPP_PAYID: 'Can have a PayID',
  OFFSET: 'Offset account available',
  OTHER: 'Other feature',
  OVERDRAFT: 'Overdraft available',
  REDRAW: 'Redraw of extra repayments',
  RELATIONSHIP_MANAGEMENT: 'A relationship manager for eligible customers',
  UNLIMITED_TXNS: 'Unlimited free transactions',
} as const;

const ELIGIBILITY_TYPES = {
  BUSINESS: 'Businesses only',
  EMPLOYMENT_STATUS: 'Depends on your employment',
  MAX_AGE: 'Maximum age',
  MIN_AGE: 'Minimum age',
  MIN_INCOME: 'Minimum income',
  MIN_TURNOVER: 'Minimum business turnover',
  NATURAL_PERSON: 'People only, not companies or trusts',
  OTHER: 'Other conditions',
  PENSION_RECIPIENT: 'Government pension recipients only',
  RESIDENCY_STATUS: 'Depends on your residency',
  STAFF: 'Staff of the provider only',
  STUDENT: 'Students only',
} as const;

const DISCOUNT_ELIGIBILITY_TYPES = {
  ...ELIGIBILITY_TYPES,
  INTRODUCTORY: 'For an introductory period only',
} as const;

const FEE_TYPES = {
  CASH_ADVANCE: 'Cash advance fee',
  DEPOSIT: 'Deposit fee',
  DISHONOUR: 'Dishonour fee',
  ENQUIRY: 'Enquiry fee',
  EVENT: 'Fee for a service',
  EXIT: 'Closing fee',
  LATE_PAYMENT: 'Late payment fee',
  OTHER: 'Other fee',
  PAYMENT: 'Payment fee',
  PERIODIC: 'Regular account fee',
  PURCHASE: 'Purchase fee',
  REPLACEMENT: 'Replacement fee',
  TRANSACTION: 'Transaction fee',
  UPFRONT: 'Upfront fee',
  UPFRONT_PER_PLAN: 'Fee for each new instalment plan',
  // Earlier versions of the standards (the snapshot's records) only.
  VARIABLE: 'Fee that varies',
  VARIATION: 'Fee for a change you ask for',
  WITHDRAWAL: 'Withdrawal fee',
} as const;

const CONSTRAINT_TYPES = {
  MAX_BALANCE: 'Maximum balance',
  MAX_LIMIT: 'Maximum limit',
  MAX_LVR: 'Maximum loan-to-value ratio (LVR)',
  MIN_BALANCE: 'Minimum balance',
  MIN_LIMIT: 'Minimum limit',
  MIN_LVR: 'Minimum loan-to-value ratio (LVR)',
  OPENING_BALANCE: 'Opening balance',
  OTHER: 'Other condition',
} as const;

const DISCOUNT_TYPES = {
  BALANCE: 'Discount for keeping a set balance',
  DEPOSITS: 'Discount for depositing a set amount',
  ELIGIBILITY_ONLY: 'Discount for eligible customers',
  FEE_CAP: 'Fee capped each period',
  PAYMENTS: 'Discount for keeping payments under a set amount',
} as const;

const DEPOSIT_RATE_TYPES = {
  BONUS: 'Bonus rate',
  BUNDLE_BONUS: 'Bonus rate with a package',
  FIXED: 'Fixed rate',
  FLOATING: 'Floating rate',
  INTRODUCTORY: 'Introductory rate',
  MARKET_LINKED: 'Market-linked rate',
  VARIABLE: 'Variable rate',
} as const;

const LENDING_RATE_TYPES = {
  BALANCE_TRANSFER: 'Balance transfer rate',
  BUNDLE_DISCOUNT_FIXED: 'Package discount on a fixed rate',
  BUNDLE_DISCOUNT_VARIABLE: 'Package discount on a variable rate',
  CASH_ADVANCE: 'Cash advance rate',
  DISCOUNT: 'Discount',
  FIXED: 'Fixed rate',
  FLOATING: 'Floating rate',
  INTRODUCTORY: 'Introductory rate',
  MARKET_LINKED: 'Market-linked rate',
  PENALTY: 'Penalty rate',
  PURCHASE: 'Purchase rate',
  VARIABLE: 'Variable rate',
} as const;

/** Every code list, under the name of the field that holds it in a product record. */
export const cdrProductWords = {
  featureType: FEATURE_TYPES,
  eligibilityType: ELIGIBILITY_TYPES,
  discountEligibilityType: DISCOUNT_ELIGIBILITY_TYPES,
  feeType: FEE_TYPES,
  constraintType: CONSTRAINT_TYPES,
  discountType: DISCOUNT_TYPES,
  depositRateType: DEPOSIT_RATE_TYPES,
  lendingRateType: LENDING_RATE_TYPES,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type CdrCodeField = keyof typeof cdrProductWords;

/** Parts of codes that are short for words. */
const ABBREVIATIONS = new Map([
  ['txns', 'transactions'],
  ['txn', 'transaction'],
  ['npp', 'NPP'],
  ['lvr', 'LVR'],
  ['cust', 'customer'],
  ['bnpl', 'buy now pay later'],
]);

/** `SOME_NEW_FEATURE` or `some-new-feature` as "Some new feature". */
function codeAsWords(code: string): string {
  const words = code
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS.get(word) ?? word)
    .join(' ');
  return words === '' ? 'Not stated' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** The words for a code of the given field, e.g. `cdrWords('featureType', 'digital-wallet')`. */
export function cdrWords(field: CdrCodeField, code: string): string {
  const standard = code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const words: Readonly<Record<string, string>> = cdrProductWords[field];
  return Object.hasOwn(words, standard) ? (words[standard] as string) : codeAsWords(code);
}

/** A product feature in words: `featureWords('additional-cards')` is "Extra cards for other people". */
export function featureWords(code: string): string {
  return cdrWords('featureType', code);
}
