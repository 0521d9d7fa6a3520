import { paths } from '../../config/paths';
import { homeLoanJourneyRoutes } from '../../features/home-loan-journey/home-loan-journey-routes';
import { createSectionApp } from './section-app';

export const homeLoansApp = createSectionApp({
  basepath: paths.category('hl'),
  sectionName: 'home loans',
  title: 'Home loans',
  description: 'Check your home loan and see whether staying or switching saves you more.',
  routes: homeLoanJourneyRoutes,
});
