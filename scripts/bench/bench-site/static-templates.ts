/** One page of each static template, as the benchmark audits them. */
import { firstBuiltPage } from '../built-pages';
import { publicDir } from './build';

export const staticTemplates: { template: string; path: string | (() => string) }[] = [
  { template: 'home (index)', path: '/' },
  { template: 'category: credit cards', path: '/credit-cards/' },
  { template: 'category: home loans', path: '/home-loans/' },
  { template: 'category: term deposits', path: '/term-deposits/' },
  { template: 'card', path: () => firstBuiltPage(publicDir, 'credit-cards', 3) },
  { template: 'home-loan', path: () => firstBuiltPage(publicDir, 'home-loans', 3) },
  { template: 'personal-loan', path: () => firstBuiltPage(publicDir, 'personal-loans', 3) },
  { template: 'term-deposit', path: () => firstBuiltPage(publicDir, 'term-deposits', 3) },
  { template: 'savings-account', path: () => firstBuiltPage(publicDir, 'savings-accounts', 3) },
  { template: 'transaction-account', path: () => firstBuiltPage(publicDir, 'bank-accounts', 3) },
  { template: 'bnpl', path: () => firstBuiltPage(publicDir, 'buy-now-pay-later', 2) },
  { template: 'provider', path: () => firstBuiltPage(publicDir, 'credit-cards', 2) },
  { template: 'provider-overview', path: () => firstBuiltPage(publicDir, 'providers', 2) },
  { template: 'article', path: () => firstBuiltPage(publicDir, 'news-and-guides', 2) },
  { template: 'search', path: '/search/' },
  { template: 'information (about)', path: '/about/' },
  { template: '404', path: '/404/' },
];
