import { paths } from '../../config/paths';
import { cardJourneyRoutes } from '../../features/card-journey/card-journey-routes';
import { createSectionApp } from './section-app';

export const creditCardsApp = createSectionApp({
  basepath: paths.category('cc'),
  sectionName: 'credit cards',
  title: 'Credit cards',
  description: 'Check your credit card and see whether staying or switching saves you more.',
  routes: cardJourneyRoutes,
});
