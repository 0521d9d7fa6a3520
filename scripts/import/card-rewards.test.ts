import { detail } from './cdr-fixtures';
import { bonusFacts, cashbackShare, earnFacts, matchRewardRule } from './card-rewards';

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
    ['no spend stated', [bonus('70000', '60,000 bonus points plus 10,000 after 12 months')], 70000, null],
  ])('%s', (_name, features, points, spend) => {
    expect(bonusFacts(detail({ features }))).toEqual({ bonusPoints: points, bonusSpendRequired: spend });
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
