import type { Guide } from '../guide-types';

export const carLoansSecuredVsUnsecured: Guide = {
  slug: 'car-loans-secured-vs-unsecured',
  title: 'Car loans: secured or unsecured, and what sets your interest rate',
  description:
    'How secured and unsecured car loans differ, what lenders look at when pricing your rate, balloon payments, dealer finance, and a worked cost example.',
  category: 'car-loans',
  published: '2026-09-30',
  factsChecked: '2024-08-12',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "Most car finance in Australia comes down to one early choice: a loan secured by the car, or an unsecured personal loan used to buy it. The difference can be several percentage points on your rate, which adds up to thousands of dollars over a typical loan. Here's how the two compare, and what else decides the rate you're offered.",
    },
    { type: 'h2', text: 'Secured car loans' },
    {
      type: 'p',
      text: "With a secured loan, the car itself is security for the debt. The lender registers its interest on the Personal Property Securities Register (PPSR), and if you don't repay as agreed it can, after following the legal process, repossess and sell the car. Because the lender has that fallback, secured loans usually come with lower rates.",
    },
    {
      type: 'ul',
      items: [
        "Lenders often set limits on the car's age, commonly measured at the end of the loan, and on the kind of vehicle.",
        'You may need comprehensive insurance on the car for the life of the loan.',
        "You can't simply sell the car while the loan is in place; the loan is usually paid out as part of the sale.",
        "If you're buying privately, search the PPSR yourself before you pay, to make sure the seller doesn't still owe money secured against the car.",
      ],
    },
    { type: 'h2', text: 'Unsecured car loans' },
    {
      type: 'p',
      text: "An unsecured loan is a [personal loan](/personal-loans/) you use to buy the car. Nothing is registered against the vehicle, so you can buy an older car, a private sale or something unusual without the lender's vehicle rules. The trade-off is a higher interest rate, because the lender has no asset to fall back on.",
    },
    { type: 'h2', text: 'What decides your rate' },
    {
      type: 'ul',
      items: [
        "**Your credit history.** Many lenders use risk-based pricing: the advertised rate is a 'from' rate, and the rate you're offered depends on your credit report and score.",
        '**Your income and existing debts,** including credit card limits and buy now pay later accounts.',
        '**Secured or unsecured,** as above.',
        '**The car.** New cars and near-new cars often attract lower rates than older ones. Some lenders offer discounted green car loans for electric or low-emission vehicles.',
        '**The amount and term.** Longer terms mean lower repayments but more interest overall.',
        '**Your deposit.** Borrowing less than the car is worth can help.',
        '**A balloon payment,** which lowers repayments but leaves a lump sum at the end.',
      ],
    },
    {
      type: 'p',
      text: 'Always compare the comparison rate as well as the interest rate. Car loans often carry establishment and monthly fees, and on a short loan these make a real difference. Our guide to [comparison rates](/news-and-guides/comparison-rates-explained/) explains why.',
    },
    { type: 'h2', text: 'A worked example: $30,000 over five years' },
    {
      type: 'example',
      title: 'Secured versus unsecured, and the effect of a balloon',
      rows: [
        { label: 'Secured at 7.49% p.a.', value: '$601.00 a month; total interest $6,060' },
        { label: 'Unsecured at 11.99% p.a.', value: '$667.18 a month; total interest $10,031' },
        { label: 'Cost of going unsecured', value: '$66.18 a month, or about $3,971 over five years' },
        {
          label: 'Secured at 7.49% p.a. with a 30% balloon ($9,000)',
          value: '$476.87 a month, plus $9,000 at the end; total interest $7,612',
        },
        {
          label: 'Cost of the balloon',
          value: 'about $1,553 more interest than the secured loan without one',
        },
      ],
      note: 'Monthly principal-and-interest repayments over 60 months, fees not included. Total interest = monthly repayment × 60, plus any balloon, minus $30,000. Rates are examples, not offers.',
    },
    { type: 'h2', text: 'Balloon payments' },
    {
      type: 'p',
      text: "A balloon (sometimes called a residual) is a lump sum you agree to pay at the end of the loan. It makes the monthly repayments smaller because you're not paying off the whole amount during the term. But you pay interest on the balloon amount for the whole term, and you need a plan to pay it: cash, selling the car, or refinancing the balloon. If the car is worth less than the balloon when the time comes, selling it won't cover the debt.",
    },
    { type: 'h2', text: 'Dealer finance versus arranging your own' },
    {
      type: 'p',
      text: 'Finance arranged at the dealership is convenient, and sometimes comes with a promotional rate tied to a particular model. Compare it with what you could get directly:',
    },
    {
      type: 'ul',
      items: [
        'Ask for the comparison rate, the total of all fees, and the total amount you would repay.',
        "Since November 2018, dealers haven't been allowed to earn bigger commissions by setting a higher interest rate on your loan, a practice known as flex commissions.",
        'A promotional low rate can come with a higher car price or fewer discounts, so compare the total cost, not just the rate.',
        "Be careful with add-on insurance offered with the loan. You don't have to buy it to get the finance, and rules now give you time to consider it before it can be sold to you.",
      ],
    },
    { type: 'h2', text: 'Getting ready to apply' },
    {
      type: 'ol',
      items: [
        'Check your credit report for errors before you apply.',
        'Work out what you can comfortably repay each month, including insurance, registration, fuel or charging, and servicing.',
        'Compare secured and unsecured options at the amount and term you need.',
        'Consider pre-approval, so you know your budget when you walk into the dealership. Pre-approval usually involves a credit check, so apply with one or two lenders, not ten.',
        'Read the loan contract for early repayment fees, in case you want to pay it off sooner.',
      ],
    },
    {
      type: 'p',
      text: 'You can compare car loan rates, comparison rates and fees on our [car loans](/car-loans/) page.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: "This guide is general information, not advice. Lending criteria, fees and charges apply. Consider whether a loan suits your situation and read the lender's documents before applying.",
    },
  ],
};
