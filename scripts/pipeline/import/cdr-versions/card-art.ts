/**
 * Card art. Versions 3 and 4 give an image and a title; from version 5 each image also names the
 * card scheme and card type (both mandatory).
 */
import { textOf, type JsonObject } from './json-values';

const SCHEMES: [RegExp, string][] = [
  [/\bvisa\b/i, 'VISA'],
  [/master\s*card/i, 'MASTERCARD'],
  [/\bamex\b|american express/i, 'AMEX'],
  [/\beftpos\b/i, 'EFTPOS'],
];

export function cardSchemeOf(words: string): string {
  return SCHEMES.find(([pattern]) => pattern.test(words))?.[1] ?? 'OTHER';
}

/** A version 3/4 card image with its scheme (from its title or the product's name) and type. */
export function cardArtToV5(art: JsonObject, product: JsonObject): JsonObject {
  const words = `${textOf(art.title) ?? ''} ${textOf(product.name) ?? ''}`;
  const cardType =
    product.productCategory === 'CRED_AND_CHRG_CARDS'
      ? /\bcharge\b/i.test(words)
        ? 'CHARGE'
        : 'CREDIT'
      : 'DEBIT';
  return {
    ...art,
    cardScheme: textOf(art.cardScheme) ?? cardSchemeOf(words),
    cardType: textOf(art.cardType) ?? cardType,
  };
}
