/**
 * A non-bank lender's products are offered like a bank's: in the home-loan journey and the card
 * journey, the `bank` flag of a provider leaves nothing out. The fixture's Bravo Credit Union is made
 * a made-up non-bank lender here, and every offer is compared with the offers when it is a bank.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadReferenceData, type ReferenceData } from '../data/reference-data';
import { buildCardJourney } from '../services/card-journey';
import { buildHomeLoanJourney } from '../services/home-loan-journey';
import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { rankOffers } from '../../src/domain/cards/rank-offers';
import { usage } from '../../src/test/fixtures/test-cards';
import { BRAVO, engineInput } from './helpers/home-loans';
import { FIXTURE_DATA_DIR } from './helpers/paths';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The fixture reference data with Bravo as a bank, or as a made-up non-bank lender. */
function referenceData(bravoIsBank: boolean): ReferenceData {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-lenders-'));
  folders.push(dir);
  cpSync(FIXTURE_DATA_DIR, dir, { recursive: true });
  const file = path.join(dir, 'providers.json');
  const providers = JSON.parse(readFileSync(file, 'utf8')) as { id: string }[];
  const changed = providers.map((provider) =>
    provider.id === BRAVO
      ? {
          ...provider,
          name: bravoIsBank ? 'Bravo Credit Union' : 'Made-up Non-bank Lender',
          bank: bravoIsBank,
          industries: [bravoIsBank ? 'banking' : 'non-bank-lending'],
        }
      : provider,
  );
  writeFileSync(file, JSON.stringify(changed));
  return loadReferenceData(dir);
}

const asBank = referenceData(true);
const asLender = referenceData(false);

test('the server reads the changed provider file', () => {
  const bravo = (data: ReferenceData) => data.providers.find((provider) => provider.id === BRAVO)?.name;
  expect(bravo(asLender)).toBe('Made-up Non-bank Lender');
  expect(bravo(asBank)).toBe('Bravo Credit Union');
});

describe('the home-loan journey', () => {
  const offerIds = (data: ReferenceData) =>
    buildHomeLoanJourney(data)
      .evaluate(engineInput())
      .offers.map((offer) => `${offer.providerId} ${offer.productId} ${offer.rate}`);

  it('offers the non-bank lender’s loans', () => {
    expect(offerIds(asLender).some((offer) => offer.startsWith(`${BRAVO} `))).toBe(true);
  });

  it('offers exactly what it offers when the lender is a bank', () => {
    expect(offerIds(asLender)).toEqual(offerIds(asBank));
  });
});

describe('the card journey', () => {
  const switchIds = (data: ReferenceData) => {
    const { catalogue } = buildCardJourney(data);
    const held = catalogue.byId.get('10001-CC00001');
    if (held === undefined) throw new Error('the fixture has no card 10001-CC00001');
    // $1,500 spent and repaid in full each month: a transactor.
    const survey = estimateSurvey([{ card: held.card, usage: usage(1_500, 1_500, 0) }], catalogue);
    return rankOffers(survey, catalogue, { includeNonSaving: true, limit: 100 }).switch.map(
      (offer) => offer.offerId,
    );
  };

  it('offers the non-bank lender’s card', () => {
    expect(switchIds(asLender)).toContain('10002-CC00001');
  });

  it('offers exactly what it offers when the lender is a bank', () => {
    expect(switchIds(asLender)).toEqual(switchIds(asBank));
  });
});
