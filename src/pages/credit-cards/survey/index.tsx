import { creditCardsApp } from '../../../app/sections/credit-cards-app';

/** /credit-cards/survey/ itself: the survey's first screen, rendered at build time. */
export default creditCardsApp.FirstScreen;
export const Head = creditCardsApp.Head;
