import { Head as OfferQaHead, OfferQaApp } from '../../app/sections/offer-qa-app';

/** /offer-qa/*: the staff's offer review (src/app/sections/offer-qa-app.tsx). */
export default OfferQaApp;
export const Head = OfferQaHead;
