/**
 * `npx tsx scripts/bench/bench-estimate.ts` (or `npm run bench:estimate` where the script is wired up):
 * times estimating a five-card survey and ranking it against every card in `data/`, the work the
 * estimate endpoint does per request. The catalogue is built once, as the server does at start-up.
 *
 * Prints median, p95, p99 and max in milliseconds over BENCH_ITERATIONS runs (default 2,000) after
 * a warm-up, and whether p99 meets the 5 ms target (exit code 1 when it does not). The mean CPU time
 * per run is printed too: on a shared machine the wall-clock tail also measures the other processes.
 * When the site is built, it also prints the offers screen's first-load JavaScript.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { firstLoadJsKb } from './first-load-js';
import { median, percentile } from './statistics';
import { buildCardCatalogue } from '../../src/domain/cards/catalogue';
import { estimateSurvey, type SurveyCard } from '../../src/domain/cards/estimate-survey';
import { rankOffers } from '../../src/domain/cards/rank-offers';
import { readDataFiles } from '../../src/test/fixtures/read-data-files';
import { normaliseAll } from '../../src/domain/normalise/normalise-all';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2_000);
const WARM_UP = 200;
const TARGET_P99_MS = 5;

/** Five real cards from five providers, from a large revolving balance to a big spender. */
const SURVEY: { cardId: string; spend: number; repayment: number; balance: number }[] = [
  { cardId: '10004-CC00001', spend: 500, repayment: 300, balance: 8_000 }, // ANZ First, revolver
  { cardId: '10034-CC00003', spend: 300, repayment: 300, balance: 1_500 }, // CommBank Neo $2,000 tier
  { cardId: '10105-CC00002', spend: 6_000, repayment: 6_000, balance: 0 }, // Westpac Altitude Qantas Black
  { cardId: '10069-CC00006', spend: 1_500, repayment: 1_000, balance: 2_500 }, // NAB Rewards Platinum
  { cardId: '10031-CC00006', spend: 2_000, repayment: 2_000, balance: 0 }, // Citi Rewards
];

function main(): void {
  const data = normaliseAll(readDataFiles());
  const catalogue = buildCardCatalogue(data.creditCards.cards, data.rewardPrograms);
  const survey: SurveyCard[] = SURVEY.map((entry) => {
    const facts = catalogue.byId.get(entry.cardId);
    if (facts === undefined) throw new Error(`Card ${entry.cardId} is not in data/credit-cards.json`);
    return {
      card: facts.card,
      usage: {
        monthlySpendCents: entry.spend * 100,
        monthlyRepaymentCents: entry.repayment * 100,
        balanceRemainingCents: entry.balance * 100,
      },
    };
  });

  const run = (): number => {
    const ranked = rankOffers(estimateSurvey(survey, catalogue), catalogue, {
      sponsoredIds: ['10034-CC00007'],
    });
    return ranked.stay.length + ranked.switch.length;
  };
  let offers = 0;
  for (let i = 0; i < WARM_UP; i += 1) offers = run();

  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  const p99 = percentile(times, 0.99);
  const ms = (value: number): string => `${value.toFixed(3)} ms`;
  console.log(
    `Estimate + rank: ${survey.length} cards against ${catalogue.cards.length} cards ` +
      `(${offers} offers listed), ${ITERATIONS} runs after ${WARM_UP} warm-up`,
  );
  console.log(`  median ${ms(median(times))}`);
  console.log(`  p95    ${ms(percentile(times, 0.95))}`);
  console.log(`  p99    ${ms(p99)}`);
  console.log(`  max    ${ms(percentile(times, 1))}`);
  console.log(`  mean CPU time ${ms((cpu.user + cpu.system) / 1000 / ITERATIONS)}`);
  console.log(`  target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'MISSED'}`);
  if (p99 >= TARGET_P99_MS) process.exitCode = 1;

  const publicDir = path.resolve(__dirname, '..', '..', 'public');
  const offersPage = '/credit-cards/offers/[...]/';
  if (existsSync(path.join(publicDir, offersPage, 'index.html'))) {
    console.log(`Offers screen first-load JS: ${firstLoadJsKb(publicDir, offersPage).toFixed(1)} KB gzipped`);
  } else {
    console.log('Offers screen first-load JS: build the site first (npm run build)');
  }
}

main();
