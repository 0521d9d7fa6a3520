import { pointValue, yearlyRewards } from './rewards';
import { NO_REWARDS_PROGRAM, testProgram } from '../../test/fixtures/test-cards';

describe('pointValue', () => {
  test.each([
    ['a program with a value', testProgram({ value: 0.0045 }), 0.0045, false],
    ['a program without a value', testProgram({ value: null }), null, false],
    ['a cash-back program', testProgram({ name: 'Bank of Sydney Cash Rewards', value: null }), 0.01, true],
    [
      'cash-back points by their name',
      testProgram({ pointsName: 'Cash back points', value: 0.005 }),
      0.01,
      true,
    ],
    ['"no rewards"', NO_REWARDS_PROGRAM, null, false],
    ['no program', null, null, false],
  ])('%s', (_name, program, dollarsPerPoint, cashBack) => {
    expect(pointValue(program)).toEqual({ dollarsPerPoint, cashBack });
  });
});

describe('yearlyRewards', () => {
  test.each([
    // name, monthly spend (cents), earn rate, cap, $ a point, points, value (cents), arithmetic
    ['uncapped', 50_000, 0.75, null, 0.008, 4_500, 3_600, '$6,000 x 0.75 = 4,500 points x 0.8c = $36'],
    [
      'exactly at the cap',
      200_000,
      1.5,
      36_000,
      0.0033,
      36_000,
      11_880,
      '$24,000 x 1.5 = 36,000 x 0.33c = $118.80',
    ],
    [
      'over the cap',
      2_500_000,
      0.75,
      187_500,
      0.008,
      187_500,
      150_000,
      '$300,000 x 0.75 = 225,000 > cap; 187,500 x 0.8c',
    ],
    [
      'part points are dropped',
      33_333,
      1.25,
      null,
      0.01,
      4_999,
      4_999,
      '$3,999.96 x 1.25 = 4,999.95 -> 4,999',
    ],
    ['no earn rate', 50_000, null, null, 0.008, 0, 0, 'unknown earn rate counts nothing'],
    ['no value', 50_000, 1, null, null, 6_000, 0, 'points are earned but worth $0 to us'],
    ['no spending', 0, 1, null, 0.008, 0, 0, 'nothing spent'],
  ])('%s', (_name, spend, earnRate, earnCapPoints, dollarsPerPoint, points, valueCents, _arithmetic) => {
    const earned = yearlyRewards(spend, { earnRate, earnCapPoints, dollarsPerPoint });
    expect([earned.points, earned.valueCents]).toEqual([points, valueCents]);
  });

  test('says when the cap cut the points', () => {
    const earned = yearlyRewards(2_500_000, {
      earnRate: 0.75,
      earnCapPoints: 187_500,
      dollarsPerPoint: 0.008,
    });
    expect(earned).toMatchObject({ capReached: true, uncappedPoints: 225_000 });
  });
});
