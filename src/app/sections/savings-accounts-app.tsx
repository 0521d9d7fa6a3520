import { paths } from '../../config/paths';
import { savingsCheckRoutes } from '../../features/savings-check/savings-check-routes';
import { createSectionApp } from './section-app';

export const savingsAccountsApp = createSectionApp({
  basepath: paths.category('sv'),
  sectionName: 'savings accounts',
  title: 'Check my savings',
  description: 'Check what your savings earn a year, and whether staying or switching would earn you more.',
  routes: savingsCheckRoutes,
  screenTitle: (pathname) =>
    pathname.startsWith(paths.termDepositCheck())
      ? {
          title: 'Check my term deposit',
          description:
            'See what your term deposit earns, what it would earn if it rolls over, the best rates for its term and how long you have to act.',
        }
      : null,
});
