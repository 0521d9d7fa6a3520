import { detail } from './cdr-fixtures';
import { bonusFacts, cashBackFacts, cashbackShare, earnFacts, matchRewardRule } from './card-rewards';

const loyalty = (additionalValue: string, additionalInfo = '') => ({
  featureType: 'LOYALTY_PROGRAM',
  additionalValue,
  additionalInfo,
});
const bonus = (additionalValue: string, additionalInfo = '') => ({
  featureType: 'BONUS_REWARDS',
  additionalValue,
  additionalInfo,
});

describe('earnFacts', () => {
  test.each([
    [
      'per $1 with a yearly spend cap',
      [
        loyalty(
          'Amplify Platinum Qantas',
          'Earn 0.5 Qantas Points per $1 up to a maximum of $100,000 spent on eligible purchases annually.',
        ),
      ],
      0.5,
      50000,
    ],
    [
      'per statement period cap',
      [
        loyalty(
          'Qantas Points',
          '1 Qantas Points per $1 spent on eligible purchases up to and including $7,500 per statement period.',
        ),
      ],
      1,
      90000,
    ],
    [
      'for each dollar, uncapped',
      [
        loyalty(
          'Amplify Rewards',
          'Earn 1.5 Amplify Points for each dollar spent on eligible purchases, uncapped.',
        ),
      ],
      1.5,
      null,
    ],
    [
      'first $N spent per month',
      [
        loyalty(
          'Reward Points',
          'Earn 0.6 Qantas Points per $1 on the first $2500 spent per month on eligible purchases, and 0.3 points thereafter.',
        ),
      ],
      0.6,
      18000,
    ],
    [
      'a points cap per month',
      [
        loyalty(
          'Frequent Flyer',
          '1 Frequent Flyer Point for every $1 spent on eligible purchases in Australia up to 10 000 points per month',
        ),
      ],
      1,
      120000,
    ],
    [
      'a yearly total',
      [
        loyalty(
          'More Rewards Points',
          'Earn 2 More Rewards points per $1 spent on eligible purchases. Total points earned each year is 400,000 (including bonus points).',
        ),
      ],
      2,
      400000,
    ],
    [
      'the own-program figure of a pair',
      [
        loyalty(
          'Earn Structure',
          'You get 3 Awards points or 1.2 Qantas Points for every $1 spent on international transactions. You get 1 Awards point or 0.4 Qantas Points for every $1 spent on all other purchases. Once you have spent $10,000 in any given statement period, you will earn 0.5 Awards points.',
        ),
      ],
      1,
      120000,
    ],
    [
      'bonus categories are skipped',
      [
        loyalty(
          'Altitude Rewards',
          'Earn 6 points per dollar on Qantas, Jetstar, Singapore Airlines and Emirates flights',
        ),
        loyalty('Altitude Rewards', '1.25 Altitude Points per dollar spent on eligible purchases'),
      ],
      1.25,
      null,
    ],
    [
      '"up to" rates are not the headline',
      [
        loyalty(
          'CommBank Awards',
          'Earn up to 3 Awards points for every dollar you spend on your Mastercard.',
        ),
      ],
      null,
      null,
    ],
    [
      'ShopBack lounges are not the program',
      [loyalty('Westpac Lounge on ShopBack', 'Earn 5 points per $1 at partners')],
      null,
      null,
    ],
    ['"$1 spent = 1 point"', [bonus('$1 spent = 1 point')], 1, null],
  ])('%s', (_name, features, earnRate, earnCapPoints) => {
    expect(earnFacts(detail({ features }))).toEqual({ earnRate, earnCapPoints });
  });
});

describe('bonusFacts', () => {
  test.each([
    [
      'one offer',
      [
        bonus(
          '100000',
          '100,000 bonus Amplify Points when you spend $3k+ on eligible purchases in the first 90 days',
        ),
      ],
      100000,
      3000,
    ],
    [
      'the largest of several offers',
      [
        bonus('90000', 'when you spend $5,000'),
        bonus('110000', 'Earn 110,000 bonus Qantas Points when you spend $5,000 on eligible purchases'),
      ],
      110000,
      5000,
    ],
    [
      'a spend cap is not a bonus',
      [
        bonus(
          '10000',
          "you'll earn 0.75 Qantas Points for every $1 you spend - up to $10,000 and 7,500 points",
        ),
      ],
      0,
      null,
    ],
    ['token values are not a bonus', [bonus('1', 'Grow your points faster')], 0, null],
    ['no spend stated', [bonus('70000', '60,000 bonus points plus 10,000 after 12 months')], 60000, null],
  ])('%s', (_name, features, points, spend) => {
    expect(bonusFacts(detail({ features }))).toMatchObject({
      bonusPoints: points,
      bonusSpendRequired: spend,
    });
  });

  // Offers as Westpac, ANZ and NAB publish them (CDR, August 2024): points by the year they are paid.
  test.each([
    {
      card: 'Westpac Altitude Black: the total published, year one stated',
      features: [
        bonus(
          '150000',
          'Earn 150,000 bonus Altitude Points. 100,000 Rewards Points in year 1 if you spend $6,000+ on eligible purchases within 120 days of new card approval and an extra 50,000 points after your first eligible purchase in year 2.',
        ),
      ],
      facts: {
        bonusPoints: 100_000,
        laterBonusPoints: 50_000,
        bonusSpendRequired: 6000,
        bonusSpendMonths: 4,
      },
    },
    {
      card: 'ANZ Frequent Flyer Black: year one published, more for keeping the card, cash back with the points',
      features: [
        bonus(
          '90000',
          '90,000 bonus Qantas Points and $200 back to your new card when you spend $5,000 on eligible purchases in the first 3 months from approval plus an additional 40,000 bonus Qantas Points when you keep your card for over 12 months',
        ),
      ],
      facts: {
        bonusPoints: 90_000,
        laterBonusPoints: 40_000,
        bonusSpendRequired: 5000,
        bonusSpendMonths: 3,
        bonusCashBack: 200,
      },
    },
    {
      card: 'NAB Qantas Rewards Premium: both parts in one offer',
      features: [
        bonus(
          '70000',
          '60,000 bonus points when you spend $2,000 on everyday purchases within the first 60 days of account opening and 10,000 bonus points when you keep your card for over 12 months.',
        ),
      ],
      facts: { bonusPoints: 60_000, laterBonusPoints: 10_000, bonusSpendRequired: 2000, bonusSpendMonths: 2 },
    },
    {
      card: 'NAB Rewards Signature: the keeping part as an offer of its own',
      features: [
        bonus(
          '130000',
          '130,000 BONUS POINTS when you spend $3,000 on everyday purchases within the first 60 days of account opening.',
        ),
        bonus('50000', '50,000 BONUS POINTS when you keep your card for over 12 months.'),
      ],
      facts: {
        bonusPoints: 130_000,
        laterBonusPoints: 50_000,
        bonusSpendRequired: 3000,
        bonusSpendMonths: 2,
      },
    },
  ])('$card', ({ features, facts }) => {
    expect(bonusFacts(detail({ features }))).toEqual({ bonusCashBack: 0, ...facts });
  });
});

describe('cashBackFacts', () => {
  const cashBack = (amount: string, text: string) => ({
    featureType: 'CASHBACK_OFFER',
    additionalValue: amount,
    additionalInfo: text,
  });
  test.each([
    {
      card: 'NAB Low Rate: a one-off amount for a spend within days',
      features: [
        cashBack(
          '300',
          '$300 Cash Back when $1500 is spent on everyday purchases within 90 days of account opening.',
        ),
      ],
      facts: { amount: 300, spendRequired: 1500, spendMonths: 3, perMonth: false },
    },
    {
      card: 'ANZ Platinum: the larger of two offers',
      features: [
        cashBack(
          '250.00',
          'Earn $250 back to your new ANZ Platinum credit card when you spend $1,500 on eligible purchases in the first 3 months from approval.',
        ),
        cashBack(
          '300.00',
          '$300 back to your new ANZ Platinum card when you spend $1,500 on eligible purchases in the first 3 months from approval.',
        ),
      ],
      facts: { amount: 300, spendRequired: 1500, spendMonths: 3, perMonth: false },
    },
    {
      card: 'Westpac Low Fee: an amount each month the spend is met, with a stray character for a space',
      features: [
        cashBack(
          '200.00',
          'Up to $200 cashback - $50 cashback for each month you spend $1k or more on eligible purchases in the first\uFFFD4 months from card approval.',
        ),
      ],
      facts: { amount: 50, spendRequired: 1000, spendMonths: 4, perMonth: true },
    },
  ])('$card', ({ features, facts }) => {
    expect(cashBackFacts(detail({ features }))).toEqual(facts);
  });

  test.each([
    [
      'a share of category spending',
      cashBack('500.00', '10% cashback on supermarket and petrol spend, capped at $500'),
    ],
    ['a link to an outside cashback program', cashBack('0.00', 'ANZ has teamed up with Cashrewards.')],
    [
      'cash back that belongs to a points offer',
      cashBack('150.00', '180,000 extra ANZ Rewards Points and $150 back'),
    ],
  ])('none for %s', (_name, feature) => {
    expect(cashBackFacts(detail({ features: [feature] }))).toBeNull();
  });
});

describe('reward program rules and cash back', () => {
  const rules = [
    { brand: 'Westpac', nameContains: 'Altitude Qantas', programId: 50 },
    { brand: 'Westpac', nameContains: 'Altitude', programId: 500 },
  ];

  test.each([
    ['Westpac', 'Altitude Qantas Black', 50],
    ['Westpac', 'altitude rewards platinum', 500],
    ['Westpac', 'Low Rate Card', null],
    ['St.George Bank', 'Altitude Qantas Black', null],
  ])('%s %s -> program %p', (brandName, name, programId) => {
    expect(matchRewardRule(rules, brandName, name)?.programId ?? null).toBe(programId);
  });

  test('"$8 for every $1,000 spent" is a 0.8% share', () => {
    expect(cashbackShare(detail({ features: [bonus('$8 for every $1,000 spent - no cap')] }))).toBe(0.008);
  });
});
