import path from 'node:path';
import { firstLoadJsKb } from './scripts/first-load-js';
const dir = path.resolve(process.argv[2] ?? 'public');
for (const p of ['/', '/credit-cards/', '/home-loans/', '/term-deposits/', '/credit-cards/anz/anz-first/', '/home-loans/adelaide-bank/adelaide-bank-aussie-elevate-loan/', '/personal-loans/alex-bank/alex-bank-secured-fixed-rate-personal-loan/', '/term-deposits/adelaide-bank/adelaide-bank-term-deposit/', '/savings-accounts/adelaide-bank/adelaide-bank-adelaide-cash-management-account/', '/bank-accounts/amp-bank/amp-bank-amp-access-account/', '/buy-now-pay-later/afterpay/', '/credit-cards/anz/', '/providers/adelaide-bank/', '/news-and-guides/balance-transfers-explained/', '/search/', '/about/', '/404/'])
  console.log(p.padEnd(90), firstLoadJsKb(dir, p).toFixed(1));
