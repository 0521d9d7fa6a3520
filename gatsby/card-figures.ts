import type { RawCreditCard } from '../src/domain/data/raw-types';
import { readField, type RecordContext } from '../src/domain/normalise/data-error';
import { countTextToNumber, dollarTextToCents } from '../src/domain/normalise/money';
import { parsePercentText } from '../src/domain/normalise/rates';
import type { CleanCardFigures } from './product-facts';

/**
 * Reads a card's spec-shaped text fields (`$131.39999999999998`, `20.99% p.a.`, `No Interest`,
 * `150,000`, `$NaN`) into clean numbers, failing with the card id on text it cannot read.
 */
export function cleanCardFigures(card: RawCreditCard): CleanCardFigures {
  const context: RecordContext = { dataset: 'credit-cards', recordId: card.id, warnings: [] };
  const annualFeeCents = readField(context, 'annualFee', () => dollarTextToCents(card.annualFee));
  if (annualFeeCents === null)
    throw new Error(`credit-cards record ${card.id}: annualFee "${card.annualFee}" is missing`);
  const rate = readField(context, 'purchaseRate', () => parsePercentText(card.purchaseRate));
  if (rate === null)
    throw new Error(`credit-cards record ${card.id}: purchaseRate "${card.purchaseRate}" is missing`);
  const bonusPoints = readField(context, 'bonusPoints', () => countTextToNumber(card.bonusPoints));
  const bonusValueCents = readField(context, 'bonusPointsValue', () =>
    dollarTextToCents(card.bonusPointsValue),
  );
  return {
    annualFee: annualFeeCents / 100,
    purchaseRate: rate.kind === 'no-interest' ? null : rate.fraction,
    bonusPoints,
    bonusPointsValue: bonusValueCents === null ? null : bonusValueCents / 100,
  };
}
