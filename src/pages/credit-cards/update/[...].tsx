import { creditCardsApp } from '../../../app/sections/credit-cards-app';

/** /credit-cards/update/*: one segment of the credit-card app (see src/app/sections/section-app.tsx). */
export default creditCardsApp.SectionApp;
export const Head = creditCardsApp.Head;
