/** RESIDENTIAL_MORTGAGES -> `products-hl.json` rows, plus the per-provider package and cash-back facts. */
import type { RawHomeLoan, RawHomeLoanPackage } from '../../../src/domain/data/raw-types';
import { type BuildContext, dropProduct, inStableOrder, productBase } from './build-context';
import type { CdrProduct } from './cdr-types';
import { canonicalEnum, constraintAmounts, featuresOfType, hasFeature, parseAmount } from './cdr-values';
import {
  feesPaidWithPackage,
  homeLoanAnnualFee,
  homeLoanDischargeFee,
  homeLoanPackageFee,
  homeLoanStartFee,
} from './home-loan-fees';
import {
  explodeHomeLoanRates,
  withFeesIncomplete,
  withImpliedFollowOnRates,
  withPackageChoice,
} from './home-loan-rates';
import { slugify } from './slugs';

export interface CashBack {
  any: number;
  refinance: number;
}

export interface HomeLoanOutput {
  loans: RawHomeLoan[];
  packagesByProvider: Map<string, RawHomeLoanPackage[]>;
  cashBackByProvider: Map<string, CashBack>;
}

/** Cash-back offers in this range are real offers; other numbers in the field are not amounts. */
const MIN_CASH_BACK = 100;
const MAX_CASH_BACK = 20_000;

function cashBackOffers(product: CdrProduct): CashBack {
  const result: CashBack = { any: 0, refinance: 0 };
  for (const feature of featuresOfType(product.detail, 'CASHBACK_OFFER')) {
    const amount = parseAmount(feature.additionalValue);
    if (amount === null || amount < MIN_CASH_BACK || amount > MAX_CASH_BACK) continue;
    result.any = Math.max(result.any, amount);
    if (/refinanc|switch/i.test(feature.additionalInfo ?? ''))
      result.refinance = Math.max(result.refinance, amount);
  }
  return result;
}

function linkedUris(product: CdrProduct): string[] {
  const uris: string[] = [];
  for (const fee of product.detail.fees ?? []) {
    for (const discount of fee.discounts ?? [])
      uris.push(discount.additionalValue ?? '', discount.additionalInfo ?? '');
  }
  for (const row of product.detail.lendingRates ?? []) {
    for (const tier of row.tiers ?? []) uris.push(tier.applicabilityConditions?.additionalInfoUri ?? '');
  }
  return uris.filter((uri) => uri.includes('package'));
}

function amountWithin(values: number[], pick: 'min' | 'max', floor: number): number | null {
  const usable = values.filter((value) => value >= floor && value < 50_000_000);
  if (usable.length === 0) return null;
  return pick === 'min' ? Math.min(...usable) : Math.max(...usable);
}

export function buildHomeLoans(context: BuildContext, products: CdrProduct[]): HomeLoanOutput {
  const loans: RawHomeLoan[] = [];
  const packagesByProvider = new Map<string, RawHomeLoanPackage[]>();
  const cashBackByProvider = new Map<string, CashBack>();

  // A bank often names its package in a web address on some products only; share it across all.
  const packageUrisByBrand = new Map<string, string[]>();
  for (const product of products) {
    packageUrisByBrand.set(product.brandId, [
      ...(packageUrisByBrand.get(product.brandId) ?? []),
      ...linkedUris(product),
    ]);
  }

  for (const product of inStableOrder(context, products)) {
    const { detail } = product;
    const exploded = explodeHomeLoanRates(detail.lendingRates ?? [], detail.name);
    for (const reason of new Set(exploded.skipped)) {
      context.log.note(
        `home-loan rate rows left out: ${reason}`,
        `${product.brandName}: ${detail.name.trim()}`,
      );
    }
    if (exploded.rows.length === 0) {
      dropProduct(context, product, 'no usable variable or fixed rate');
      continue;
    }
    const provider = context.provider(product.brandId);
    const fees = detail.fees ?? [];
    const packageFee = homeLoanPackageFee(fees, packageUrisByBrand.get(product.brandId) ?? []);
    let packageId: string | null = null;
    if (packageFee) {
      packageId = `${provider.id}-${slugify(packageFee.name)}`;
      const known = packagesByProvider.get(provider.id) ?? [];
      if (!known.some((pkg) => pkg.packageId === packageId)) {
        known.push({
          packageId,
          name: packageFee.name,
          nameLong: `${provider.name} ${packageFee.name}`,
          urlSlug: `${provider.slug}-${slugify(packageFee.name)}`,
          packageFee: packageFee.amount,
          pfFreq: packageFee.pfFreq,
          description: `${packageFee.pfFreq === 'P1M' ? 'Monthly' : 'Yearly'} package fee of $${packageFee.amount} on eligible ${provider.name} home loans.`,
        });
        packagesByProvider.set(provider.id, known);
      }
    }
    const offers = cashBackOffers(product);
    const current = cashBackByProvider.get(provider.id) ?? { any: 0, refinance: 0 };
    cashBackByProvider.set(provider.id, {
      any: Math.max(current.any, offers.any),
      refinance: Math.max(current.refinance, offers.refinance),
    });

    const maxTermMonths = amountWithin(constraintAmounts(detail, 'MAX_TERM', 'MAX_LOAN_TERM'), 'max', 12);
    // Every rate of a product with a package is costed with the package fee, so not with the fees it waives.
    const paid = feesPaidWithPackage(fees, packageFee !== null);
    const applicationFee = homeLoanStartFee(paid);
    const annualFee = homeLoanAnnualFee(paid);
    const dischargeFee = homeLoanDischargeFee(paid);
    const unpackaged = {
      applicationFee: homeLoanStartFee(fees),
      annualFee: homeLoanAnnualFee(fees),
      dischargeFee: homeLoanDischargeFee(fees),
    };
    const rowFees = {
      withPackage: {
        upfrontDollars: applicationFee,
        annualDollars: annualFee,
        package:
          packageFee === null
            ? null
            : { amountDollars: packageFee.amount, everyMonths: packageFee.pfFreq === 'P1M' ? 1 : 12 },
        dischargeDollars: dischargeFee,
      },
      withoutPackage:
        packageFee === null
          ? null
          : {
              upfrontDollars: unpackaged.applicationFee,
              annualDollars: unpackaged.annualFee,
              package: null,
              dischargeDollars: unpackaged.dischargeFee,
            },
    };
    const rates = withFeesIncomplete(
      withImpliedFollowOnRates(withPackageChoice(exploded.rows, rowFees), rowFees),
      rowFees,
    );
    loans.push({
      ...productBase(context, product, 'HL'),
      rates,
      ...(rates.some((rate) => rate.withoutPackage === true) ? { feesWithoutPackage: unpackaged } : {}),
      applicationFee,
      annualFee,
      dischargeFee,
      packageId,
      offset: hasFeature(detail, 'OFFSET'),
      redraw: hasFeature(detail, 'REDRAW'),
      extraRepayments:
        hasFeature(detail, 'EXTRA_REPAYMENTS') ||
        (detail.features ?? []).some(
          (f) => canonicalEnum(f.featureType) === 'OTHER' && /extra repayment/i.test(f.additionalInfo ?? ''),
        ),
      minAmount: amountWithin(
        constraintAmounts(detail, 'MIN_LIMIT', 'MIN_BALANCE', 'OPENING_BALANCE'),
        'min',
        1000,
      ),
      maxAmount: amountWithin(constraintAmounts(detail, 'MAX_LIMIT', 'MAX_BALANCE'), 'max', 10_000),
      maxTermYears: maxTermMonths === null ? null : Math.round(maxTermMonths / 12),
      eligibility: context.eligibility(product),
    });
  }
  for (const packages of packagesByProvider.values())
    packages.sort((a, b) => (a.packageId < b.packageId ? -1 : 1));
  return { loans, packagesByProvider, cashBackByProvider };
}
