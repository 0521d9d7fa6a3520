import type { Guide } from '../guide-types';
import { balanceTransfersExplained } from './balance-transfers-explained';
import { buyNowPayLaterRules2025 } from './buy-now-pay-later-rules-2025';
import { carLoansSecuredVsUnsecured } from './car-loans-secured-vs-unsecured';
import { comparisonRatesExplained } from './comparison-rates-explained';
import { creditCardInterestFreeDays } from './credit-card-interest-free-days';
import { openBankingConsumerDataRight } from './open-banking-consumer-data-right';
import { refinancingCostsBreakEven } from './refinancing-costs-break-even';
import { stayOrSwitchCreditCard } from './stay-or-switch-credit-card';
import { termDepositsVsSavingsAccounts } from './term-deposits-vs-savings-accounts';
import { valuingRewardPoints } from './valuing-reward-points';

/** All guides, newest first (by published date). */
export const guides: Guide[] = [
  creditCardInterestFreeDays,
  carLoansSecuredVsUnsecured,
  openBankingConsumerDataRight,
  buyNowPayLaterRules2025,
  termDepositsVsSavingsAccounts,
  refinancingCostsBreakEven,
  valuingRewardPoints,
  stayOrSwitchCreditCard,
  balanceTransfersExplained,
  comparisonRatesExplained,
];

/** Looks up a guide by its slug. */
export function findGuide(slug: string): Guide | undefined {
  return guides.find((guide) => guide.slug === slug);
}
