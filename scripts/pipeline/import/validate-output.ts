/**
 * Last line of defence before writing: every record is checked against the ranges the product
 * specification and common sense allow, and the first failure stops the import naming the file,
 * our id and the CDR brand and product id it came from.
 */
import type {
  RawCreditCardDataset,
  RawHomeLoan,
  RawPersonalLoan,
  RawProductSet,
  RawProvider,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../../../src/domain/data/raw-types';
import { dollarTextToCents } from '../../../src/domain/normalise/money';
import { parsePercentText } from '../../../src/domain/normalise/rates';
import { ImportError } from './import-error';
import { PRODUCT_FILES } from './product-files';

const PROVIDER_ID = /^\d{5}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Check = (ok: boolean, problem: string) => void;

function checker(file: string, record: string): Check {
  return (ok, problem) => {
    if (!ok) throw new ImportError(`${file} record ${record}`, problem);
  };
}

function between(value: number | null, low: number, high: number): boolean {
  return value === null || (Number.isFinite(value) && value >= low && value <= high);
}

/** JSON cannot hold NaN or Infinity (they would silently become null), so none may reach the writer. */
function assertJsonSafe(file: string, value: unknown, path: string): void {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new ImportError(file, `${path} is ${String(value)}`);
  }
  if (Array.isArray(value)) value.forEach((item, i) => assertJsonSafe(file, item, `${path}[${i}]`));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) assertJsonSafe(file, item, `${path}.${key}`);
  }
}

function checkProviders(providers: RawProvider[]): Map<string, RawProvider> {
  const byId = new Map<string, RawProvider>();
  const slugs = new Set<string>();
  for (const provider of providers) {
    const check = checker(
      'providers.json',
      `${provider.id} (${provider.name}, CDR brand ${provider.cdrBrandId})`,
    );
    check(PROVIDER_ID.test(provider.id) && !byId.has(provider.id), 'id must be a unique five-digit string');
    check(SLUG.test(provider.urlSlug) && !slugs.has(provider.urlSlug), 'urlSlug must be a unique slug');
    for (const field of ['overview', 'advantages', 'security', 'service'] as const) {
      check(
        provider[field].length >= 20 && !/undefined|NaN|null/.test(provider[field]),
        `${field} text is malformed`,
      );
    }
    byId.set(provider.id, provider);
    slugs.add(provider.urlSlug);
  }
  const participants = providers.filter((provider) => provider.participant === 1);
  checker('providers.json', 'participant')(
    participants.length === 1,
    `exactly one provider must be the participant, found ${participants.length}`,
  );
  checker('providers.json', 'big4')(
    providers.filter((p) => p.big4).length === 4,
    'exactly four providers must be big4',
  );
  return byId;
}

function productChecker<P extends { id: string; providerId: string; cdrProductId: string }>(
  file: string,
  providers: Map<string, RawProvider>,
  product: P,
): Check {
  const provider = providers.get(product.providerId);
  const check = checker(
    file,
    `${product.id} (CDR ${provider?.name ?? '?'} ${provider?.cdrBrandId ?? '?'} product ${product.cdrProductId})`,
  );
  check(provider !== undefined, 'provider is not in providers.json');
  check(
    new RegExp(`^${product.providerId}-(CC|HL|PL|CL|TD|TX|SV)\\d{5}$`).test(product.id),
    'id must be providerId-CODEnnnnn',
  );
  return check;
}

function checkCards(dataset: RawCreditCardDataset, providers: Map<string, RawProvider>): void {
  for (const card of Object.values(dataset.cards)) {
    const check = productChecker('credit-cards.json', providers, card);
    const annual = dollarTextToCents(card.annualFee);
    check(
      annual !== null && annual >= 0 && annual <= 120_000,
      `annual fee ${card.annualFee} is outside $0-$1,200`,
    );
    const rate = parsePercentText(card.purchaseRate);
    check(rate !== null, `purchase rate "${card.purchaseRate}" is unreadable`);
    if (rate?.kind === 'rate')
      check(
        rate.fraction >= 0.04 && rate.fraction <= 0.3,
        `purchase rate ${card.purchaseRate} is implausible`,
      );
    check(
      (rate?.kind === 'no-interest') === (card.purchaseRateFraction === null),
      'purchaseRate text and fraction disagree',
    );
    check(/^(0|\d{1,3}(,\d{3})*)$/.test(card.bonusPoints), `bonusPoints "${card.bonusPoints}" is malformed`);
    check(
      card.bonusPointsValue === '$NaN' || dollarTextToCents(card.bonusPointsValue) !== null,
      'bonusPointsValue is malformed',
    );
    check((card.rewards === 'Yes') === (card.rewardProgramId !== 0), 'rewards flag and program disagree');
    check(
      between(card.interestFreeDays, 10, 120),
      `interestFreeDays ${String(card.interestFreeDays)} is implausible`,
    );
    check(between(card.cashAdvanceRate, 0, 0.35), 'cash advance rate is implausible');
    check(between(card.earnRate, 0, 10), 'earn rate is implausible');
    check(
      between(card.foreignTransactionFee, 0, 0.05),
      'foreign transaction fee must be a fraction up to 5%',
    );
    if (card.balanceTransfer) {
      check(
        between(card.balanceTransfer.rate, 0, 0.25) && between(card.balanceTransfer.periodMonths, 1, 60),
        'balance transfer offer is implausible',
      );
      check(between(card.balanceTransfer.feeFraction, 0, 0.2), 'balance transfer fee must be a fraction');
    }
    check(
      dataset.providers[card.providerId]?.includes(card.id) === true,
      'card is missing from the provider map',
    );
  }
}

function checkHomeLoans(set: RawProductSet<RawHomeLoan>, providers: Map<string, RawProvider>): void {
  for (const loan of set.products) {
    const check = productChecker('products-hl.json', providers, loan);
    check(loan.rates.length > 0, 'has no rates');
    for (const row of loan.rates) {
      check(
        between(row.rate, 0.02, 0.15) && between(row.comparisonRate, 0.02, 0.15),
        `rate ${row.rate} is outside 2%-15%`,
      );
      check(between(row.lvrMin, 0, 1.05) && between(row.lvrMax, 0, 1.05), 'LVR bounds must be fractions');
      check(
        row.rateType === 'variable' ? row.fixedMonths === null : between(row.fixedMonths, 1, 180),
        'fixed term is inconsistent',
      );
    }
    for (const fee of [loan.applicationFee, loan.annualFee, loan.dischargeFee])
      check(between(fee, 0, 20_000), 'fee is implausible');
  }
}

function checkPersonalLoans(
  file: string,
  set: RawProductSet<RawPersonalLoan>,
  providers: Map<string, RawProvider>,
): void {
  for (const loan of set.products) {
    const check = productChecker(file, providers, loan);
    check(
      loan.minRate <= loan.maxRate && between(loan.minRate, 0.02, 0.4) && between(loan.maxRate, 0.02, 0.4),
      'rate range is implausible',
    );
    check(
      loan.minAmount === null || loan.maxAmount === null || loan.minAmount <= loan.maxAmount,
      'amount range is inverted',
    );
  }
}

function checkTermDeposits(set: RawProductSet<RawTermDeposit>, providers: Map<string, RawProvider>): void {
  for (const deposit of set.products) {
    const check = productChecker('products-td.json', providers, deposit);
    check(deposit.rates.length > 0, 'has no rates');
    for (const row of deposit.rates)
      check(between(row.rate, 0, 0.15) && row.termDays > 0, 'rate row is implausible');
  }
}

function checkSavings(set: RawProductSet<RawSavingsAccount>, providers: Map<string, RawProvider>): void {
  for (const account of set.products) {
    const check = productChecker('products-sv.json', providers, account);
    check(between(account.maxRate, 0, 0.12) && account.maxRate >= account.baseRate, 'rates are implausible');
    check(
      account.bonusConditions.every((c) => c.summary.length > 5 && c.summary.length < 80),
      'bonus condition summary is malformed',
    );
  }
}

function checkTransactions(
  set: RawProductSet<RawTransactionAccount>,
  providers: Map<string, RawProvider>,
): void {
  for (const account of set.products) {
    const check = productChecker('products-tx.json', providers, account);
    check(
      between(account.monthlyFee, 0, 100) && between(account.rate, 0, 0.12),
      'fee or rate is implausible',
    );
    check(between(account.fxFee, 0, 0.1), 'foreign transaction fee must be a fraction');
  }
}

function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return ISO_DAY.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Every product says when we fetched it from its bank, as a real `YYYY-MM-DD` date. */
function checkFetchDates(
  file: string,
  products: { id: string; cdrProductId: string; fetchedOn?: string }[],
): void {
  for (const product of products) {
    const fetchedOn = product.fetchedOn;
    checker(file, `${product.id} (CDR product ${product.cdrProductId})`)(
      typeof fetchedOn === 'string' && isCalendarDay(fetchedOn),
      `fetchedOn ${JSON.stringify(fetchedOn)} must be a YYYY-MM-DD date`,
    );
  }
}

export function validateOutput(files: Record<string, unknown>): void {
  for (const [file, contents] of Object.entries(files)) assertJsonSafe(file, contents, '$');
  const providers = checkProviders(files['providers.json'] as RawProvider[]);
  checkCards(files['credit-cards.json'] as RawCreditCardDataset, providers);
  checkHomeLoans(files['products-hl.json'] as RawProductSet<RawHomeLoan>, providers);
  checkPersonalLoans(
    'products-pl.json',
    files['products-pl.json'] as RawProductSet<RawPersonalLoan>,
    providers,
  );
  checkPersonalLoans(
    'products-cl.json',
    files['products-cl.json'] as RawProductSet<RawPersonalLoan>,
    providers,
  );
  checkTermDeposits(files['products-td.json'] as RawProductSet<RawTermDeposit>, providers);
  checkSavings(files['products-sv.json'] as RawProductSet<RawSavingsAccount>, providers);
  checkTransactions(files['products-tx.json'] as RawProductSet<RawTransactionAccount>, providers);
  checkFetchDates(
    'credit-cards.json',
    Object.values((files['credit-cards.json'] as RawCreditCardDataset).cards),
  );
  for (const file of PRODUCT_FILES) {
    const set = files[file] as
      RawProductSet<{ id: string; cdrProductId: string; fetchedOn?: string }> | undefined;
    if (set) checkFetchDates(file, set.products);
  }
}
