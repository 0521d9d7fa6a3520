import { savingsAccountsApp } from '../../../app/sections/savings-accounts-app';

/** /savings-accounts/check/*: the savings check (see src/app/sections/section-app.tsx). */
export default savingsAccountsApp.SectionApp;
export const Head = savingsAccountsApp.Head;
