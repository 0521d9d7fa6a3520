import { Head as OfferQaHead, OfferQaAppFirstScreen } from '../../app/sections/offer-qa-app';

/** /offer-qa/login/ itself: the offer review's sign-in screen, rendered at build time. */
export default OfferQaAppFirstScreen;
export const Head = OfferQaHead;
