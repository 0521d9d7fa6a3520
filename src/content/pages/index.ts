import type { StaticPageContent } from '../guide-types';
import { aboutPage } from './about';
import { cashBackPromotionPage } from './cash-back-promotion';
import { cdrSandboxSuccessPage } from './cdr-sandbox-success';
import { fsgPage } from './fsg';
import { helpPage } from './help';
import { homeLoansRegisterPage } from './home-loans-register';
import { howItWorksPage } from './how-it-works';
import { privacyPage } from './privacy';
import { termsPage } from './terms';

export {
  aboutPage,
  cashBackPromotionPage,
  cdrSandboxSuccessPage,
  fsgPage,
  helpPage,
  homeLoansRegisterPage,
  howItWorksPage,
  privacyPage,
  termsPage,
};

/** Every static information page, keyed by its file name. */
export const staticPages: Readonly<Record<string, StaticPageContent>> = {
  about: aboutPage,
  'cash-back-promotion': cashBackPromotionPage,
  'cdr-sandbox-success': cdrSandboxSuccessPage,
  fsg: fsgPage,
  help: helpPage,
  'home-loans-register': homeLoansRegisterPage,
  'how-it-works': howItWorksPage,
  privacy: privacyPage,
  terms: termsPage,
};
