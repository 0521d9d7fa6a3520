import { homeLoansApp } from '../../../app/sections/home-loans-app';

/** /home-loans/offer-details/*: one segment of the home-loan app (see src/app/sections/section-app.tsx). */
export default homeLoansApp.SectionApp;
export const Head = homeLoansApp.Head;
