import { paths } from '../../config/paths';
import { createSectionApp } from './section-app';

export const creditCardsApp = createSectionApp({
  basepath: paths.category('cc'),
  sectionName: 'credit cards',
  title: 'Credit cards',
  description: 'Check your credit card and see whether staying or switching saves you more.',
});
