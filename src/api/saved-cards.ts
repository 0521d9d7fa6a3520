/**
 * The saved cards of an account (signed in), and the survey a signed e-mail link names (no sign-in
 * needed): the cards as kept, in dollars as entered, each saved card with its figures on today's
 * data in whole cents.
 */
import { type Static, Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { orNull } from './fields';
import { cardListField, MAX_SURVEY_CARDS } from './card-journey-fields';
import { surveyEstimateFigures } from './card-estimate';
import { storedCard } from './card-journey';

/** The Stay or Switch card that saves the most in the first year against a card or a deal. */
const bestOffer = Type.Object({
  card_id: Type.String(),
  card_name: Type.String(),
  provider_name: Type.String(),
  first_year_saving_cents: Type.Integer(),
});

/** A deal in three figures: what it costs in a typical year and its best Stay and Switch. */
export const dealSummary = Type.Object({
  yearly_cost_cents: orNull(Type.Integer()),
  best_stay: orNull(bestOffer),
  best_switch: orNull(bestOffer),
});

/** A saved card with its figures; `unavailable` (figures null) when it has left our data since. */
export const savedCard = Type.Composite([
  storedCard,
  dealSummary,
  Type.Object({ unavailable: Type.Boolean() }),
]);

export type BestOfferAnswer = Static<typeof bestOffer>;
export type DealSummaryAnswer = Static<typeof dealSummary>;

const savedList = Type.Object({ products: Type.Array(savedCard), updated_at: orNull(Type.String()) });

/** The saved cards, and the latest estimated survey, whose cards may be saved. */
export const getUserProducts = defineContract({
  path: '/getUserProducts/',
  request: requestBody({}),
  response: Type.Composite([
    savedList,
    Type.Object({
      latest_survey: orNull(
        Type.Object({
          survey_id: Type.String(),
          card_count: Type.Integer(),
          estimated_at: orNull(Type.String()),
        }),
      ),
    }),
  ]),
});

/** Replaces the saved cards (an empty list clears them). */
export const updateUserProducts = defineContract({
  path: '/updateUserProducts/',
  request: requestBody({ products: cardListField(0) }),
  response: savedList,
});

/** A saved card just removed, which "Undo" can put back until `undo_until`. */
const removedCard = Type.Object({ id: Type.String(), card_name: Type.String(), undo_until: Type.String() });

export type RemovedCardAnswer = Static<typeof removedCard>;

/** Removes the card at `position`, which must be the card named (409 when the list has changed). */
export const removeUserProduct = defineContract({
  path: '/removeUserProduct/',
  request: requestBody({
    position: Type.Integer({ minimum: 0, maximum: MAX_SURVEY_CARDS - 1 }),
    card_name: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  response: Type.Composite([savedList, Type.Object({ removed: removedCard })]),
});

/** Puts back the card a /removeUserProduct/ answer named, as it was stored, at its place. */
export const restoreUserProduct = defineContract({
  path: '/restoreUserProduct/',
  request: requestBody({
    removed_id: Type.String({
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      description: 'the id of a removed card from /removeUserProduct/',
    }),
  }),
  response: savedList,
});

const eventIdField = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'the event id from the e-mail link',
});

/** From a signed e-mail link: the survey's cards as stored, and its estimate. */
export const getSurveyByEventId = defineContract({
  path: '/getSurveyByEventId/',
  request: requestBody({ event_id: eventIdField }),
  response: Type.Object({
    survey_id: Type.String(),
    products: Type.Array(storedCard),
    estimate: orNull(surveyEstimateFigures),
    updated_at: orNull(Type.String()),
  }),
});

/** From a signed e-mail link: new cards for its survey, estimated again, with the deal's figures. */
export const updateUserProductsByEventId = defineContract({
  path: '/updateUserProductsByEventId/',
  request: requestBody({ event_id: eventIdField, products: cardListField(1) }),
  response: Type.Object({
    survey_id: Type.String(),
    products: Type.Array(storedCard),
    estimate: surveyEstimateFigures,
    summary: orNull(dealSummary),
  }),
});
