/**
 * The card-journey body fields, for the routes of other journeys that take the same ones (a
 * survey id, an amount in dollars): written once with the card journey's contracts, in
 * src/api/card-journey-fields.ts.
 */
export {
  dollarsField,
  MAX_SURVEY_CARDS,
  offerIdField,
  surveyIdField,
} from '../../src/api/card-journey-fields';
