import type { JourneyOffer } from '../../../api/card-journey-types';
import { balanceText, transferSummary } from '../offer-balance';
import { offerFacts } from '../offer-facts';

type Working = JourneyOffer['cost']['ongoing']['working'];

/** An offer with the given working lines (first year, each year after) and balance. */
function offerWith(
  firstYear: Working,
  eachYearAfter: Working,
  balanceCents: number,
  transferTaken: JourneyOffer['transferTaken'] = null,
): JourneyOffer {
  const total = (working: Working) => working.reduce((sum, item) => sum + item.amountCents, 0);
  return {
    transferTaken,
    cost: {
      usage: {
        monthlySpendCents: 200_000,
        monthlyRepaymentCents: 180_000,
        balanceRemainingCents: balanceCents,
      },
      firstYear: { totalCents: total(firstYear), working: firstYear },
      ongoing: { totalCents: total(eachYearAfter), working: eachYearAfter },
    },
  } as unknown as JourneyOffer;
}

const item = (
  kind: Working[number]['kind'],
  amountCents: number,
  detail = '',
  label: string = kind,
): Working[number] => ({
  kind,
  label,
  amountCents,
  detail,
});

describe('what happens to the balance, in words', () => {
  const transfer = offerWith(
    [item('annual-fee', 0), item('interest', 70_754), item('balance-transfer', 0)],
    [item('annual-fee', 45_000), item('interest', 151_714, '20.99% p.a. on each day’s balance')],
    350_000,
    {
      balanceCents: 350_000,
      rate: 0,
      periodMonths: 18,
      revertRate: 0.2149,
      feeCents: 0,
      firstYearInterestCents: 0,
    },
  );
  const withFee = offerWith(
    [item('annual-fee', 0), item('interest', 10_000), item('balance-transfer', 7_000)],
    [item('annual-fee', 0), item('interest', 40_000, '12.99% p.a. on each day’s balance')],
    350_000,
    {
      balanceCents: 350_000,
      rate: 0.0099,
      periodMonths: 6,
      revertRate: 0.2199,
      feeCents: 7_000,
      firstYearInterestCents: 0,
    },
  );
  const leftBehind = offerWith(
    [
      item('interest', 0),
      item(
        'old-card-interest',
        30_000,
        'this card has no balance-transfer offer, so your $3,500.00 stays at 20.99% p.a. while you pay it off ($300.00 interest)',
        'Your balance left on Smart Awards credit card',
      ),
    ],
    [item('interest', 60_000, '13.99% p.a. on each day’s balance')],
    350_000,
  );
  const paidInFull = offerWith(
    [item('annual-fee', 0), item('interest', 0)],
    [item('annual-fee', 0), item('interest', 0)],
    0,
  );

  it.each([
    [
      'a 0% transfer with no fee: why the first year has no interest on it, when the rate ends and the rate after',
      transfer,
      'Your $3,500.00 balance moves to this card at 0.00% p.a. for 18 months (we count only the first 12 in the first year), with no transfer fee: $0.00 interest on it in the first year. After 18 months, what is left is charged 21.49% p.a.; each year after the first counts your balance as you carry it today, at this card’s 20.99% p.a.: $1,517.14 interest a year with your purchases.',
    ],
    [
      'a transfer with a fee',
      withFee,
      'Your $3,500.00 balance moves to this card at 0.99% p.a. for 6 months, with a $70.00 transfer fee: $0.00 interest on it in the first year. After 6 months, what is left is charged 21.99% p.a.; each year after the first counts your balance as you carry it today, at this card’s 12.99% p.a.: $400.00 interest a year with your purchases.',
    ],
    [
      'a balance left on the current card',
      leftBehind,
      'Your balance left on Smart Awards credit card: this card has no balance-transfer offer, so your $3,500.00 stays at 20.99% p.a. while you pay it off ($300.00 interest).',
    ],
    [
      'a card paid off in full each month',
      paidInFull,
      'You pay the card off in full each month, so it charges no interest.',
    ],
  ])('%s', (_name, offer, text) => {
    expect(balanceText(offer, offerFacts(offer))).toBe(text);
  });

  it('the first year’s interest counts the transfer fee; each year after, the interest alone', () => {
    // $100.00 on purchases + $70.00 fee; then $400.00 a year.
    const facts = offerFacts(withFee);
    expect([facts.firstYear.interestCents, facts.eachYearAfter.interestCents]).toEqual([17_000, 40_000]);
  });

  it('the offer card’s one line for a transfer', () => {
    expect(transferSummary(transfer)).toBe('Balance transfer: 0.00% p.a. for 18 months, then 21.49% p.a.');
    expect(transferSummary(paidInFull)).toBeNull();
  });
});
