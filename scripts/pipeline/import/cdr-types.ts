/**
 * The parts of the Consumer Data Standards banking product shapes (V3/V4 as crawled in August 2024)
 * that the import reads. Records of later versions are read into this shape by `cdr-versions/`.
 * Banks fill them loosely, so almost everything is optional and strings are checked before use.
 */

export type CdrCategory =
  | 'CRED_AND_CHRG_CARDS'
  | 'RESIDENTIAL_MORTGAGES'
  | 'PERS_LOANS'
  | 'TERM_DEPOSITS'
  | 'TRANS_AND_SAVINGS_ACCOUNTS'
  | 'LEASES'
  | 'BUY_NOW_PAY_LATER';

export interface CdrTier {
  name?: string;
  unitOfMeasure?: string;
  minimumValue?: number | string | null;
  maximumValue?: number | string | null;
  rateApplicationMethod?: string;
  applicabilityConditions?: { additionalInfo?: string; additionalInfoUri?: string };
  additionalInfo?: string;
}

export interface CdrLendingRate {
  lendingRateType: string;
  rate?: string | null;
  comparisonRate?: string | null;
  calculationFrequency?: string;
  applicationFrequency?: string;
  interestPaymentDue?: string;
  repaymentType?: string | null;
  loanPurpose?: string | null;
  tiers?: CdrTier[] | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrDepositRate {
  depositRateType: string;
  rate?: string | null;
  calculationFrequency?: string;
  applicationFrequency?: string | null;
  tiers?: CdrTier[] | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrDiscount {
  description?: string;
  discountType?: string;
  amount?: string | null;
  /** Share of the fee taken off: `1.0` waives it. */
  feeRate?: string | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
  eligibility?: { discountEligibilityType?: string; additionalValue?: string; additionalInfo?: string }[];
}

export interface CdrFee {
  name: string;
  feeType: string;
  amount?: string | null;
  balanceRate?: string | null;
  transactionRate?: string | null;
  accruedRate?: string | null;
  currency?: string;
  additionalValue?: string | null;
  additionalInfo?: string | null;
  additionalInfoUri?: string | null;
  discounts?: CdrDiscount[] | null;
  /** Version 6 on: the most that repeated charges of the fee come to within `feeCapPeriod`. */
  feeCap?: string | null;
  feeCapPeriod?: string | null;
}

export interface CdrFeature {
  featureType: string;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrConstraint {
  constraintType: string;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrEligibility {
  eligibilityType: string;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrProductDetail {
  productId: string;
  lastUpdated: string;
  productCategory: string;
  name: string;
  description?: string;
  brand?: string;
  brandName?: string;
  isTailored?: boolean;
  applicationUri?: string | null;
  additionalInformation?: {
    overviewUri?: string | null;
    termsUri?: string | null;
    eligibilityUri?: string | null;
    feesAndPricingUri?: string | null;
    bundleUri?: string | null;
  } | null;
  features?: CdrFeature[] | null;
  constraints?: CdrConstraint[] | null;
  eligibility?: CdrEligibility[] | null;
  fees?: CdrFee[] | null;
  lendingRates?: CdrLendingRate[] | null;
  depositRates?: CdrDepositRate[] | null;
}

export interface CdrBrand {
  dataHolderBrandId?: string;
  interimId?: string;
  brandName: string;
  logoUri?: string;
  publicBaseUri?: string;
  abn?: string | null;
  acn?: string | null;
  lastChangedInSource?: string;
  /**
   * The CDR Register industries the brand is listed under (`banking`, `non-bank-lending`); absent in
   * the 2024 snapshot, which was read from the banking list alone.
   */
  industries?: string[];
}

export interface CdrIndexEntry {
  dataHolderBrandId: string;
  brandName: string;
  productId: string;
  name: string;
  productCategory: string;
  lastUpdated: string;
  looksLikeCarLoan?: boolean;
}

/** One product as the import sees it: the record plus the brand facts it needs. */
/** The consumer categories a snapshot holds, one `products/<CATEGORY>.json` each. */
export const SNAPSHOT_CATEGORIES: readonly CdrCategory[] = [
  'CRED_AND_CHRG_CARDS',
  'RESIDENTIAL_MORTGAGES',
  'PERS_LOANS',
  'TERM_DEPOSITS',
  'TRANS_AND_SAVINGS_ACCOUNTS',
  'LEASES',
  'BUY_NOW_PAY_LATER',
];

/**
 * Categories added to the standard after the 2024 snapshot was taken: a snapshot without their file
 * has none of them.
 */
export const LATER_CATEGORIES: readonly CdrCategory[] = ['BUY_NOW_PAY_LATER'];

export interface CdrProduct {
  brandId: string;
  brandName: string;
  category: CdrCategory;
  looksLikeCarLoan: boolean;
  /** `YYYY-MM-DD`: the Sydney date the record was fetched (the snapshot date for the 2024 snapshot). */
  fetchedOn: string;
  detail: CdrProductDetail;
}

/** A record of the snapshot that did not pass the check against its version's schema. */
export interface CdrRejectedRecord {
  category: CdrCategory;
  brandName: string;
  productId: string;
  name: string;
  problems: string[];
}

export interface CdrSnapshot {
  snapshotDate: string;
  /** The source repository's commit for the 2024 snapshot; null for a snapshot fetched from the banks. */
  sourceCommit: string | null;
  brands: CdrBrand[];
  products: CdrProduct[];
  /** Records left out because they are not valid in their version; the import reports them. */
  rejected: CdrRejectedRecord[];
}

export function brandIdOf(brand: CdrBrand): string {
  const id = brand.dataHolderBrandId ?? brand.interimId;
  if (!id)
    throw new Error(`brands.json: brand "${brand.brandName}" has neither dataHolderBrandId nor interimId`);
  return id;
}
