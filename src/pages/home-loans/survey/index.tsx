import { homeLoansApp } from '../../../app/sections/home-loans-app';

/** /home-loans/survey/ itself: the survey's first screen, rendered at build time. */
export default homeLoansApp.FirstScreen;
export const Head = homeLoansApp.Head;
