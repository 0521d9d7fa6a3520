import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fixtureCurrentLoan,
  fixtureLoan,
  fixtureProvider,
  fixtureRate,
} from '../../test/fixtures/home-loan-fixtures';
import { rankHomeLoanOffers } from './rank-home-loan-offers';
import {
  AUSTRALIAN_STATES,
  parseStateMortgageFees,
  type StateMortgageFees,
  stateFeesSourceText,
  stateFeesYearLabel,
} from './state-mortgage-fees';

const curated: unknown = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'data', 'curated', 'state-mortgage-fees.json'), 'utf8'),
);

function entry(overrides: Record<string, unknown> = {}) {
  return {
    registrationCents: 16_440,
    dischargeCents: 16_440,
    financialYear: '2024-25',
    source: {
      kind: 'registry-schedule',
      publisher: 'Registry',
      document: 'Fees 2024-25',
      url: 'https://example.gov.au/fees',
      registry: 'Registry',
    },
    ...overrides,
  };
}

function fileWith(state: string, value: unknown) {
  return { states: { ...Object.fromEntries(AUSTRALIAN_STATES.map((s) => [s, entry()])), [state]: value } };
}

describe('parseStateMortgageFees', () => {
  it('reads the curated file: every state and territory, each fee in whole cents with its source', () => {
    const table = parseStateMortgageFees(curated);
    expect([...table.keys()]).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
    for (const fees of table.values()) {
      expect(Number.isInteger(fees.registrationCents) && fees.registrationCents > 0).toBe(true);
      expect(Number.isInteger(fees.dischargeCents) && fees.dischargeCents > 0).toBe(true);
      expect(fees.source.url).toMatch(/^https?:\/\//);
    }
  });

  test.each([
    ['a missing state', fileWith('TAS', undefined), 'state-mortgage-fees TAS: missing'],
    [
      'a fee in dollars',
      fileWith('NSW', entry({ registrationCents: 164.4 })),
      '"registrationCents" must be whole cents',
    ],
    ['a zero fee', fileWith('QLD', entry({ dischargeCents: 0 })), '"dischargeCents" must be whole cents'],
    [
      'a year that is not a financial year',
      fileWith('WA', entry({ financialYear: '2024-26' })),
      'financial year like 2024-25',
    ],
    [
      'a registry schedule without its year',
      fileWith('VIC', entry({ financialYear: null })),
      "a registry's schedule must name its financial year",
    ],
    [
      'an unknown kind of source',
      fileWith('SA', entry({ source: { ...entry().source, kind: 'guess' } })),
      '"source.kind" must be',
    ],
    [
      'a source without an address',
      fileWith('NT', entry({ source: { ...entry().source, url: 'n/a' } })),
      'web address',
    ],
    [
      'an unknown state',
      { states: { ...fileWith('NSW', entry()).states, QUE: entry() } },
      'unknown state QUE',
    ],
  ])('refuses %s', (_label, raw, message) => {
    expect(() => parseStateMortgageFees(raw)).toThrow(message);
  });
});

describe('the year and source shown with the fees', () => {
  const checked = parseStateMortgageFees(fileWith('WA', entry({ financialYear: '2021-22' }))).get(
    'WA',
  ) as StateMortgageFees;
  const summary = parseStateMortgageFees(
    fileWith(
      'NSW',
      entry({
        financialYear: null,
        source: {
          ...entry().source,
          kind: 'secondary-summary',
          publisher: 'A broker',
          registry: 'NSW Land Registry Services',
        },
      }),
    ),
  ).get('NSW') as StateMortgageFees;
  const datedSummary = { ...summary, financialYear: '2024-25' };

  test.each([
    [
      'a registry’s schedule',
      checked,
      '2021–22 fees',
      'WA government fees from Registry’s 2021–22 fee schedule.',
    ],
    [
      'a published summary without a year',
      summary,
      'year not stated',
      'NSW government fees from A broker’s published summary of NSW Land Registry Services’ fees, which does not say which financial year they are for; check them with NSW Land Registry Services.',
    ],
    [
      'a published summary that names its year',
      datedSummary,
      '2024–25 fees',
      'NSW government fees for 2024–25 from A broker’s published summary of NSW Land Registry Services’ fees; check them with NSW Land Registry Services.',
    ],
  ] as const)('%s', (_label, fees, year, source) => {
    expect(stateFeesYearLabel(fees)).toBe(year);
    expect(stateFeesSourceText(fees)).toBe(source);
  });
});

describe('switching costs with the state government’s fees', () => {
  const nsw = parseStateMortgageFees(
    fileWith('NSW', entry({ registrationCents: 16_440, dischargeCents: 16_440 })),
  ).get('NSW') as StateMortgageFees;
  const loan = fixtureLoan('A', [fixtureRate({ rate: 0.0599 })], { applicationFeeCents: 60_000 });
  const other = fixtureProvider('20001');
  const own = fixtureProvider('20009');

  test.each([
    // label, current lender, state fees, switching costs, government lines
    // $600 application + $350 discharge + $164.40 + $164.40 = $1,278.80
    ['a refinance in NSW pays both government fees', '20009', nsw, 127_880, [16_440, 16_440]],
    // Without a known state the government's fees are left out (and the working says so).
    ['a refinance in an unknown state', '20009', null, 95_000, []],
    // A switch at the same lender keeps the registered mortgage: application fee only.
    ['a switch within the lender', '20001', nsw, 60_000, []],
  ])('%s', (_label, providerId, stateFees, switchingCosts, governmentLines) => {
    const current = fixtureCurrentLoan({ providerId, stateFees });
    const [offer] = rankHomeLoanOffers(current, [loan], [other, own], { includeNonSaving: true }).offers;
    expect(offer?.switchingCostsCents).toBe(switchingCosts);
    const lines = offer?.working.filter((line) => line.key.startsWith('government-')) ?? [];
    expect(lines.map((line) => line.newCents)).toEqual(governmentLines);
    // The working still adds up to the saving.
    const saving = (offer?.working ?? []).reduce((sum, line) => sum + line.currentCents - line.newCents, 0);
    expect(saving).toBe(offer?.totalSavingCents);
  });

  it('labels each government fee with its state and year', () => {
    const current = fixtureCurrentLoan({ stateFees: nsw });
    const [offer] = rankHomeLoanOffers(current, [loan], [other, own], { includeNonSaving: true }).offers;
    expect(offer?.working.map((line) => line.label)).toEqual(
      expect.arrayContaining([
        'NSW government fee to discharge your mortgage (2024–25 fees)',
        'NSW government fee to register the new mortgage (2024–25 fees)',
      ]),
    );
  });
});
