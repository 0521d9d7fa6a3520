import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { FIXTURE_DATA_DIR } from '../test/helpers/paths';
import { loadReferenceData, ReferenceDataError } from './reference-data';

describe('loadReferenceData', () => {
  test('reads providers and every product file, filling card addresses from credit-cards.json', () => {
    const data = loadReferenceData(FIXTURE_DATA_DIR);
    expect(data.snapshotDate).toBe('2024-08-12');
    expect(data.providers.map((provider) => provider.id)).toEqual(['10001', '10002', '10003']);
    expect(data.products).toEqual([
      { id: '10001-CC00001', providerId: '10001', name: 'Alpha Low Rate', category: 'cc', url: 'https://www.alpha.example.com.au/cards/low-rate?src=site', forBusiness: false },
      { id: '10001-CC00002', providerId: '10001', name: 'Alpha Rewards', category: 'cc', url: 'https://www.alpha.example.com.au/cards/rewards', forBusiness: false },
      { id: '10002-CC00001', providerId: '10002', name: 'Bravo Everyday', category: 'cc', url: 'https://bravo.example.com.au/apply/everyday', forBusiness: false },
      { id: '10001-HL00001', providerId: '10001', name: 'Alpha Basic Home Loan', category: 'hl', url: 'https://www.alpha.example.com.au/home-loans/basic', forBusiness: false },
      { id: '10002-HL00001', providerId: '10002', name: 'Bravo Low Rate Home Loan', category: 'hl', url: 'https://bravo.example.com.au/home-loans/low-rate', forBusiness: false },
      { id: '10002-HL00002', providerId: '10002', name: 'Bravo Offset Package Home Loan', category: 'hl', url: 'https://bravo.example.com.au/home-loans/offset-package', forBusiness: false },
      { id: '10003-CC00001', providerId: '10003', name: 'Charlie No Fee Card', category: 'cc', url: 'https://charlie.example.com/cards/no-fee', forBusiness: false },
    ]);
  });

  test('normalises the cards for the cost engine, with the participant provider named', () => {
    const { creditCards } = loadReferenceData(FIXTURE_DATA_DIR);
    expect(creditCards.cards.map((card) => [card.id, card.annualFeeCents, card.purchaseRate])).toEqual([
      ['10001-CC00001', 0, 0.1999],
      ['10002-CC00001', 0, 0.1999],
      ['10003-CC00001', 0, 0.1999],
    ]);
    expect(creditCards.rewardPrograms.map((program) => program.id)).toEqual([0]);
    expect(creditCards.participantProviderIds).toEqual([]);
    expect(loadReferenceData(DATA_DIR).creditCards.participantProviderIds).toEqual(['10034']);
  });

  test('normalises the home loans and their lenders for the switching engine', () => {
    const { homeLoans } = loadReferenceData(FIXTURE_DATA_DIR);
    expect(homeLoans.dateUpdated).toBe('2024-08-12');
    expect(homeLoans.loans.map((loan) => [loan.id, loan.rates.length, loan.applicationFeeCents])).toEqual([
      ['10001-HL00001', 7, 0],
      ['10002-HL00001', 4, 0],
      ['10002-HL00002', 2, 60_000],
    ]);
    expect(
      homeLoans.providers.map((provider) => [provider.id, provider.finspoPanel, provider.maxCashBackRefinanceCents]),
    ).toEqual([
      ['10001', false, 0],
      ['10002', true, 300_000],
      ['10003', false, 0],
    ]);
    expect(homeLoans.providers[1]?.packages[0]).toMatchObject({ packageFeeCents: 39_500, feeEveryMonths: 12 });
  });

  describe('with broken files', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-data-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test('a missing required file names the file and the fix', () => {
      expect(() => loadReferenceData(dir)).toThrow(ReferenceDataError);
      expect(() => loadReferenceData(dir)).toThrow(/meta\.json could not be read .*npm run data:import/);
    });

    test('a bad record names the file and the record', () => {
      writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ snapshotDate: '2024-08-12' }));
      writeFileSync(path.join(dir, 'providers.json'), JSON.stringify([{ id: '10001', name: '', urlSlug: 'x', big4: false }]));
      expect(() => loadReferenceData(dir)).toThrow(/providers\.json record 0: "name" must be a non-empty string/);
    });

    test('cards need reward-programs.json, and a card that cannot be read is named', () => {
      for (const file of ['meta.json', 'providers.json', 'credit-cards.json']) {
        copyFileSync(path.join(FIXTURE_DATA_DIR, file), path.join(dir, file));
      }
      expect(() => loadReferenceData(dir)).toThrow(/reward-programs\.json could not be read/);
      const programs = 'reward-programs.json';
      copyFileSync(path.join(FIXTURE_DATA_DIR, programs), path.join(dir, programs));
      const dataset = JSON.parse(readFileSync(path.join(dir, 'credit-cards.json'), 'utf8'));
      dataset.cards['10001-CC00001'].annualFee = 'ninety dollars';
      writeFileSync(path.join(dir, 'credit-cards.json'), JSON.stringify(dataset));
      expect(() => loadReferenceData(dir)).toThrow(
        /credit-cards\.json: credit-cards record 10001-CC00001: annualFee/,
      );
    });

    test('home loans are optional, need home-loan-providers.json, and a loan that cannot be read is named', () => {
      for (const file of ['meta.json', 'providers.json']) {
        copyFileSync(path.join(FIXTURE_DATA_DIR, file), path.join(dir, file));
      }
      expect(loadReferenceData(dir).homeLoans).toMatchObject({ loans: [], providers: [], dateUpdated: null });
      copyFileSync(path.join(FIXTURE_DATA_DIR, 'products-hl.json'), path.join(dir, 'products-hl.json'));
      expect(() => loadReferenceData(dir)).toThrow(/home-loan-providers\.json could not be read/);
      const providers = 'home-loan-providers.json';
      copyFileSync(path.join(FIXTURE_DATA_DIR, providers), path.join(dir, providers));
      expect(loadReferenceData(dir).homeLoans.loans).toHaveLength(3);
      const set = JSON.parse(readFileSync(path.join(dir, 'products-hl.json'), 'utf8'));
      set.products[1].rates = [];
      writeFileSync(path.join(dir, 'products-hl.json'), JSON.stringify(set));
      expect(() => loadReferenceData(dir)).toThrow(
        /products-hl\.json: products-hl record 10002-HL00001: has no usable rates/,
      );
    });

    test('a product of an unknown provider is refused', () => {
      writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ snapshotDate: '2024-08-12' }));
      writeFileSync(path.join(dir, 'providers.json'), JSON.stringify([{ id: '10001', name: 'A', urlSlug: 'a', big4: false }]));
      writeFileSync(
        path.join(dir, 'products-pl.json'),
        JSON.stringify({ category: 'pl', dateUpdated: '2024-08-12', products: [{ id: '10009-PL00001', providerId: '10009', name: 'Loan' }] }),
      );
      expect(() => loadReferenceData(dir)).toThrow(/products-pl\.json product 0: provider "10009" is not in providers\.json/);
    });
  });
});
