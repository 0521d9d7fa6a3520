/**
 * The Get Product Detail schema of each endpoint version 3 to 7. Version 7 is the standard's own
 * OpenAPI (copied in `cds-1.36.0-product-detail-schemas.json`); versions 3 to 6 are written here as
 * the differences from it, following the standard's obsolete-version pages and type definitions
 * (sources in the README).
 */
import published from './cds-1.36.0-product-detail-schemas.json';
import { SchemaChecker, type SchemaNode, type SchemaSet } from './schema-check';

export type DetailVersion = 3 | 4 | 5 | 6 | 7;

export const SUPPORTED_DETAIL_VERSIONS = { min: 3, max: 7 } as const;

export const DETAIL_VERSIONS: readonly DetailVersion[] = [3, 4, 5, 6, 7];

const V7_SCHEMAS = published.schemas as unknown as SchemaSet;

const ref = (name: string): SchemaNode => ({ $ref: `#/components/schemas/${name}` });
const text: SchemaNode = { type: 'string' };
const list = (name: string): SchemaNode => ({ type: 'array', items: ref(name) });
const enumOf = (...values: string[]): SchemaNode => ({ type: 'string', enum: values });

function enumValues(schema: string, field: string): string[] {
  const values = V7_SCHEMAS[schema]?.properties?.[field]?.enum;
  if (!values) throw new Error(`${schema}.${field} has no enum in the published schemas`);
  return values;
}

function without(values: string[], ...left: string[]): string[] {
  return values.filter((value) => !left.includes(value));
}

/** `featureType` values of each feature schema version. */
const FEATURE_V4_TYPES = enumValues('BankingProductFeatureV4', 'featureType');
const FEATURE_V3_TYPES = without(FEATURE_V4_TYPES, 'EXTRA_DOWN_PAYMENT');
const FEATURE_V2_TYPES = without(FEATURE_V3_TYPES, 'FUNDS_AVAILABLE_AFTER');
/** Added by feature schema V2 (detail version 4): a record using one of them is at least version 4. */
export const FEATURE_TYPES_SINCE_V4: readonly string[] = [
  'CASHBACK_OFFER',
  'EXTRA_REPAYMENTS',
  'FRAUD_PROTECTION',
  'GUARANTOR',
  'INSTALMENT_PLAN',
  'RELATIONSHIP_MANAGEMENT',
];
const FEATURE_V1_TYPES = without(FEATURE_V2_TYPES, ...FEATURE_TYPES_SINCE_V4);

const CONSTRAINT_V3_TYPES = enumValues('BankingProductConstraintV3', 'constraintType');
const CONSTRAINT_V2_TYPES = without(CONSTRAINT_V3_TYPES, 'OTHER');
const CONSTRAINT_V1_TYPES = without(CONSTRAINT_V2_TYPES, 'MAX_LVR', 'MIN_LVR');

const CATEGORIES_V2 = V7_SCHEMAS.BankingProductCategoryV2?.enum ?? [];
const CATEGORIES_V1 = without(CATEGORIES_V2, 'BUY_NOW_PAY_LATER');

const FEE_V1_TYPES = [
  'DEPOSIT',
  'EVENT',
  'EXIT',
  'PAYMENT',
  'PERIODIC',
  'PURCHASE',
  'TRANSACTION',
  'UPFRONT',
  'VARIABLE',
  'WITHDRAWAL',
];

function describedItem(typeField: string, types: string[]): SchemaNode {
  return {
    type: 'object',
    required: [typeField],
    properties: {
      [typeField]: enumOf(...types),
      additionalValue: text,
      additionalInfo: text,
      additionalInfoUri: text,
    },
  };
}

function productSchema(categories: string[], cardArt: SchemaNode): SchemaNode {
  const base = V7_SCHEMAS.BankingProductV6;
  if (!base) throw new Error('BankingProductV6 missing from the published schemas');
  return {
    ...base,
    properties: {
      ...base.properties,
      productCategory: enumOf(...categories),
      cardArt: { type: 'array', items: cardArt },
    },
  };
}

/** Schemas that versions 3 to 6 use and version 7 no longer has. */
const LEGACY_SCHEMAS: SchemaSet = {
  BankingProductV4: productSchema(CATEGORIES_V1, {
    type: 'object',
    required: ['imageUri'],
    properties: { title: text, imageUri: text },
  }),
  BankingProductV5: productSchema(CATEGORIES_V1, ref('BankingProductCardArt')),
  BankingProductFeature: describedItem('featureType', FEATURE_V1_TYPES),
  BankingProductFeatureV2: describedItem('featureType', FEATURE_V2_TYPES),
  BankingProductFeatureV3: describedItem('featureType', FEATURE_V3_TYPES),
  BankingProductConstraint: describedItem('constraintType', CONSTRAINT_V1_TYPES),
  BankingProductConstraintV2: describedItem('constraintType', CONSTRAINT_V2_TYPES),
  BankingProductFee: {
    type: 'object',
    required: ['name', 'feeType'],
    properties: {
      name: text,
      feeType: enumOf(...FEE_V1_TYPES),
      amount: text,
      balanceRate: text,
      transactionRate: text,
      accruedRate: text,
      accrualFrequency: text,
      currency: text,
      additionalValue: text,
      additionalInfo: text,
      additionalInfoUri: text,
      discounts: list('BankingProductDiscount'),
    },
  },
  BankingProductDiscount: {
    type: 'object',
    required: ['description', 'discountType'],
    properties: {
      description: text,
      discountType: enumOf(...enumValues('BankingProductDiscountV2', 'discountType')),
      amount: text,
      balanceRate: text,
      transactionRate: text,
      accruedRate: text,
      feeRate: text,
      additionalValue: text,
      additionalInfo: text,
      additionalInfoUri: text,
      eligibility: list('BankingProductDiscountEligibility'),
    },
  },
  BankingProductDepositRate: {
    type: 'object',
    required: ['depositRateType', 'rate'],
    properties: {
      depositRateType: enumOf(...enumValues('BankingProductDepositRateV2', 'depositRateType')),
      rate: text,
      calculationFrequency: text,
      applicationFrequency: text,
      tiers: list('BankingProductRateTierV3'),
      additionalValue: text,
      additionalInfo: text,
      additionalInfoUri: text,
    },
  },
  BankingProductLendingRateV2: {
    type: 'object',
    required: ['lendingRateType', 'rate'],
    properties: {
      lendingRateType: enumOf(
        ...without(enumValues('BankingProductLendingRateV3', 'lendingRateType'), 'BALANCE_TRANSFER'),
      ),
      rate: text,
      comparisonRate: text,
      calculationFrequency: text,
      applicationFrequency: text,
      interestPaymentDue: enumOf('IN_ADVANCE', 'IN_ARREARS'),
      repaymentType: enumOf('INTEREST_ONLY', 'PRINCIPAL_AND_INTEREST'),
      loanPurpose: enumOf('INVESTMENT', 'OWNER_OCCUPIED'),
      tiers: list('BankingProductRateTierV3'),
      additionalValue: text,
      additionalInfo: text,
      additionalInfoUri: text,
    },
  },
  BankingProductRateTierV3: {
    type: 'object',
    required: ['name', 'unitOfMeasure', 'minimumValue'],
    properties: {
      name: text,
      unitOfMeasure: enumOf('DAY', 'DOLLAR', 'MONTH', 'PERCENT'),
      minimumValue: { type: 'number' },
      maximumValue: { type: 'number' },
      rateApplicationMethod: enumOf('PER_TIER', 'WHOLE_BALANCE'),
      applicabilityConditions: {
        type: 'object',
        properties: { additionalInfo: text, additionalInfoUri: text },
      },
      additionalInfo: text,
      additionalInfoUri: text,
    },
  },
};

interface DetailParts {
  product: string;
  features: string;
  constraints: string;
  eligibility: string;
  fees: string;
  depositRates: string;
  lendingRates: string;
  instalments: boolean;
}

function detailSchema(parts: DetailParts): SchemaNode {
  return {
    allOf: [
      ref(parts.product),
      {
        type: 'object',
        properties: {
          bundles: list('BankingProductBundle'),
          features: list(parts.features),
          constraints: list(parts.constraints),
          eligibility: list(parts.eligibility),
          fees: list(parts.fees),
          depositRates: list(parts.depositRates),
          lendingRates: list(parts.lendingRates),
          ...(parts.instalments ? { instalments: ref('BankingProductInstalments') } : {}),
        },
      },
    ],
  };
}

const V4_PARTS: DetailParts = {
  product: 'BankingProductV4',
  features: 'BankingProductFeatureV2',
  constraints: 'BankingProductConstraint',
  eligibility: 'BankingProductEligibilityV2',
  fees: 'BankingProductFee',
  depositRates: 'BankingProductDepositRate',
  lendingRates: 'BankingProductLendingRateV2',
  instalments: false,
};

const V6_PARTS: DetailParts = {
  product: 'BankingProductV5',
  features: 'BankingProductFeatureV3',
  constraints: 'BankingProductConstraintV3',
  eligibility: 'BankingProductEligibilityV2',
  fees: 'BankingProductFeeV2',
  depositRates: 'BankingProductDepositRateV2',
  lendingRates: 'BankingProductLendingRateV3',
  instalments: false,
};

export const DETAIL_SCHEMA_NAMES: Record<DetailVersion, string> = {
  3: 'BankingProductDetailV3',
  4: 'BankingProductDetailV4',
  5: 'BankingProductDetailV5',
  6: 'BankingProductDetailV6',
  7: 'BankingProductDetailV7',
};

const ALL_SCHEMAS: SchemaSet = {
  ...V7_SCHEMAS,
  ...LEGACY_SCHEMAS,
  BankingProductDetailV3: detailSchema({ ...V4_PARTS, features: 'BankingProductFeature' }),
  BankingProductDetailV4: detailSchema(V4_PARTS),
  BankingProductDetailV5: detailSchema({ ...V4_PARTS, constraints: 'BankingProductConstraintV2' }),
  BankingProductDetailV6: detailSchema(V6_PARTS),
};

let checker: SchemaChecker | null = null;

/** One checker for all versions, built on first use: its resolved schemas are reused for every record. */
export function detailChecker(): SchemaChecker {
  checker ??= new SchemaChecker(ALL_SCHEMAS);
  return checker;
}
