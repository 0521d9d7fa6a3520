/** The tracked action names (spec section 4, plus the navigation and performance events). */
export const trackedActions = {
  initial: 'initial',
  getStarted: 'get-started',
  createAccount: 'create-account',
  login: 'login',
  otpVerified: 'otp-verified',
  otpResent: 'otp-resent',
  cardSurvey: 'card-survey',
  homeLoanSurvey: 'home-loan-survey',
  contentBrowsing: 'content-browsing',
  navbarUse: 'navbar-use',
  search: 'search',
  registered: 'registered',
  valueChange: 'value-change',
  rateBufferChange: 'rate-buffer-change',
  surveyBack: 'survey-back',
  backNavigation: 'back-navigation',
  forwardNavigation: 'forward-navigation',
  delayedRoute: 'delayed-route',
  webVitals: 'web-vitals',
  /** How many actions were given up (over the storage cap, or refused by the server). */
  actionsDropped: 'actions-dropped',
} as const;

export type TrackedActionName = (typeof trackedActions)[keyof typeof trackedActions];
