import type { Guide } from '../guide-types';

export const termDepositsVsSavingsAccounts: Guide = {
  slug: 'term-deposits-vs-savings-accounts',
  title: 'Term deposits or savings accounts: where should your cash sit?',
  description:
    'Bonus-rate conditions, rollovers, the 31-day notice for early withdrawal and the $250,000 Financial Claims Scheme, with a worked comparison.',
  category: 'term-deposits',
  published: '2026-06-17',
  factsChecked: '2024-08-12',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: 'Both are safe, simple places to keep cash, and both pay interest. The difference is the trade you make. A term deposit locks in a rate for a set time in exchange for locking up your money. A savings account keeps your money available, but the rate can change at any time and the best rates usually come with conditions.',
    },
    { type: 'h2', text: 'How each one works' },
    {
      type: 'ul',
      items: [
        "**Term deposit.** You put in a lump sum for a fixed term, anywhere from a month to several years, at a rate that's fixed for that term. Interest is usually paid at maturity, or monthly or yearly on longer terms. Choosing more frequent interest payments sometimes means a slightly lower rate.",
        "**Savings account.** A variable rate, money you can move at any time, and often a low **base rate** plus a **bonus rate** that's paid only in months when you meet certain conditions. Some accounts offer an introductory rate for the first few months instead.",
      ],
    },
    { type: 'h2', text: 'Read the bonus conditions closely' },
    {
      type: 'p',
      text: 'The headline rate on a savings account is usually the base rate and the bonus added together. Common conditions include:',
    },
    {
      type: 'ul',
      items: [
        'depositing a minimum amount from an outside source each month',
        'making no withdrawals during the month',
        'growing your balance by month end',
        'making a set number of card purchases from a linked transaction account',
        'being under a certain age, or holding another product with the bank.',
      ],
    },
    {
      type: 'p',
      text: "Many accounts also cap the balance that earns the bonus rate, so money above the cap earns only the base rate. Miss a condition in a month and you'll generally get just the base rate for that whole month.",
    },
    { type: 'h2', text: 'A worked example: $50,000 for a year' },
    {
      type: 'example',
      title: 'Term deposit versus a bonus-rate savings account',
      rows: [
        {
          label: 'Term deposit: 12 months at 4.20% p.a., paid at maturity',
          value: '$50,000 × 4.20% = $2,100',
        },
        { label: 'Savings account: base rate', value: '0.50% p.a.' },
        { label: 'Savings account: base plus bonus', value: '0.50% + 4.25% = 4.75% p.a.' },
        { label: 'Savings: conditions met all 12 months', value: 'about $2,427' },
        { label: 'Savings: conditions missed in 3 of the 12 months', value: 'about $1,875' },
      ],
      note: 'Savings interest is calculated and added monthly, at 4.75% ÷ 12 in months the conditions are met and 0.50% ÷ 12 in months they are not. Assumes rates stay the same all year, which a variable rate may not.',
    },
    {
      type: 'p',
      text: "So the savings account wins if you never slip up and the rate doesn't fall. Miss the conditions a few times, or see the variable rate cut during the year, and the term deposit comes out ahead. There's no right answer, only the one that fits how you manage money.",
    },
    { type: 'h2', text: 'Rollover: the quiet rate drop' },
    {
      type: 'p',
      text: "When a term deposit matures, many banks will automatically reinvest it for a similar term at whatever rate applies on that day. That rate may be well below the bank's best advertised specials or what other banks are paying. Most banks give you a short grace period after maturity to withdraw or change the term without penalty; check how long yours is. Better still, set a reminder a week or two before maturity and give your instructions in advance.",
    },
    { type: 'h2', text: 'Breaking a term deposit early: the 31-day notice' },
    {
      type: 'p',
      text: "A term deposit isn't an emergency fund. Most banks require **31 days' notice** if you want to withdraw before maturity, a rule that grew out of bank liquidity requirements. Banks can usually release funds sooner in cases of hardship. On top of the wait, breaking early normally means a reduction in the interest you receive, and the reduction is usually bigger the earlier you break. The exact terms are in the bank's product documents.",
    },
    {
      type: 'p',
      text: "A common approach is to keep an emergency buffer in a savings account and put money you definitely won't need for a while into a term deposit. Some people split their term deposits across different maturity dates, so some money becomes available every few months.",
    },
    { type: 'h2', text: 'The Financial Claims Scheme' },
    {
      type: 'p',
      text: "Deposits with authorised deposit-taking institutions (ADIs), meaning banks, building societies and credit unions authorised by the Australian Prudential Regulation Authority, are protected by the Australian Government's Financial Claims Scheme. If an ADI failed and the scheme were activated, deposits would be protected up to **$250,000 per account holder per ADI**. Savings accounts, term deposits and transaction accounts are all covered.",
    },
    {
      type: 'ul',
      items: [
        'The limit is per ADI, not per brand. Some banks run several brands under one banking licence, and your deposits across those brands count towards a single $250,000 limit.',
        "Money above the limit isn't covered by the guarantee.",
        "Products from businesses that aren't ADIs, such as some investment notes or debentures, aren't covered at all, even if they look like deposits.",
      ],
    },
    { type: 'h2', text: 'Which suits you?' },
    {
      type: 'ul',
      items: [
        "**A savings account** if you need access, are adding to your savings regularly, and are confident you'll meet the bonus conditions every month.",
        "**A term deposit** if you have a lump sum you won't need for a known period and you'd like a rate that can't fall during the term.",
        '**Both** if you want a buffer you can reach plus a higher fixed return on money set aside for later.',
      ],
    },
    {
      type: 'p',
      text: 'Compare current rates on our [term deposits](/term-deposits/) and [savings accounts](/savings-accounts/) pages. Each table shows the date the rates were current.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'General information only, not advice. Rates and conditions change, so check the product documents before you open an account.',
    },
  ],
};
