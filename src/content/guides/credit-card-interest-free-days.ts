import type { Guide } from '../guide-types';

export const creditCardInterestFreeDays: Guide = {
  slug: 'credit-card-interest-free-days',
  title: 'How interest-free days on credit cards actually work',
  description:
    "What 'up to 55 interest-free days' really means, when you lose them, why cash advances never get them, and the habits that keep you paying no interest.",
  category: 'credit-cards',
  published: '2026-10-28',
  factsChecked: '2024-08-12',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "'Up to 55 days interest-free on purchases' is one of the most common lines in credit card advertising. It's a real benefit: used well, a credit card can cost you nothing in interest at all. But the words 'up to' are doing a lot of work, and there are situations where the interest-free days disappear completely.",
    },
    { type: 'h2', text: 'Where the days come from' },
    {
      type: 'p',
      text: 'Interest-free days are made up of two periods joined together:',
    },
    {
      type: 'ul',
      items: [
        '**The statement period,** usually about a month, during which your purchases add up.',
        '**The payment period,** the time between the statement being issued and the payment due date. On a 55-day card this is usually around 25 days; on a 44-day card, around two weeks.',
      ],
    },
    {
      type: 'p',
      text: 'A purchase made on the first day of the statement period gets the full run of both periods. A purchase made on the last day gets only the payment period. So the number of interest-free days you get depends on when you buy.',
    },
    {
      type: 'example',
      title: 'A card with up to 55 interest-free days',
      rows: [
        { label: 'Statement period', value: '1 June to 30 June' },
        { label: 'Payment due date', value: '25 July' },
        {
          label: 'Bought on 1 June',
          value: '54 days until the due date, or 55 counting the day of purchase',
        },
        { label: 'Bought on 15 June', value: '40 days' },
        { label: 'Bought on 30 June', value: '25 days' },
      ],
      note: 'Days counted from the purchase date to 25 July. June has 30 days, so 1 June to 25 July is 29 + 25 = 54 days.',
    },
    { type: 'h2', text: 'The catch: paying the full closing balance' },
    {
      type: 'p',
      text: 'Interest-free days generally only apply if you pay the **full closing balance** shown on your statement by the due date. Many cards go further and require you to have paid the previous statement in full too. Paying the minimum repayment, or even most of the balance, is usually not enough.',
    },
    {
      type: 'p',
      text: "If you don't pay in full, interest is typically charged on purchases from the date you made them, and new purchases may not get interest-free days until you've cleared the balance in full, sometimes for one statement, sometimes two. Cards differ in how they calculate this: some charge interest only on the unpaid amount, while others charge on the purchases in that statement from their purchase dates. Your card's conditions of use set out the exact method.",
    },
    {
      type: 'example',
      title: 'Roughly what a part payment can cost',
      rows: [
        { label: 'Closing balance (all purchases)', value: '$2,000' },
        { label: 'Paid by the due date', value: '$1,000' },
        { label: 'Purchase rate', value: '20.99% p.a., or about 0.0575% a day (20.99% ÷ 365)' },
        { label: 'A month of interest on the full $2,000', value: '$2,000 × 0.0575% × 30 = about $34.50' },
        {
          label: 'A month of interest on the unpaid $1,000 only',
          value: '$1,000 × 0.0575% × 30 = about $17.25',
        },
      ],
      note: 'A rough guide only. The real amount depends on the dates of each purchase and on how your card calculates interest.',
    },
    { type: 'h2', text: 'Transactions that never get interest-free days' },
    {
      type: 'ul',
      items: [
        "**Cash advances.** Withdrawing cash with your credit card, and 'cash-like' transactions such as buying foreign currency, gambling chips or some prepaid products, usually attract interest from the day they're made, often at a higher rate, plus a cash advance fee.",
        "**Balance transfers.** These have their own rate and rules. While a transferred balance sits on the card, you usually won't be paying the full closing balance, so new purchases lose their interest-free days. Our guide to [balance transfers](/news-and-guides/balance-transfers-explained/) explains the trap.",
        '**Some low-rate cards.** A few cards offer no interest-free days at all, in exchange for a lower purchase rate. That can suit someone who always carries a balance, but not someone who pays in full.',
      ],
    },
    { type: 'h2', text: 'Habits that keep you interest-free' },
    {
      type: 'ol',
      items: [
        'Set up an automatic payment for the **closing balance**, not the minimum repayment. Most banks offer this option.',
        'Know your statement date. A large purchase made just after it gets close to the maximum number of interest-free days.',
        "Don't use your credit card to withdraw cash, or for transactions your bank treats as cash.",
        'Keep any balance transfer on a separate card from your everyday spending.',
        "If you miss paying in full one month, find out from your bank what you need to pay to get your interest-free days back, and when they'll return.",
      ],
    },
    { type: 'h2', text: 'Do interest-free days matter for you?' },
    {
      type: 'p',
      text: "If you pay your card in full every month, interest-free days are what make a credit card free to use, so a card with up to 44 or 55 days is worth having. Look at the annual fee and any rewards instead of the interest rate. If you sometimes carry a balance, the interest-free days won't apply when it counts, and the purchase rate matters far more. A low-rate card, or a plan to pay the balance down, is likely to save you more than rewards ever would; see our guide to [what reward points are really worth](/news-and-guides/valuing-reward-points/).",
    },
    {
      type: 'p',
      text: "Not sure which group you're in? Our [stay-or-switch survey](/how-it-works/) asks how much you spend, how much you repay and what balance you carry, then estimates what your current card costs you in a year. You can also compare cards on our [credit cards](/credit-cards/) page.",
    },
    {
      type: 'callout',
      tone: 'info',
      text: "General information only, not advice. How interest-free days work differs between cards, so check your card's conditions of use.",
    },
  ],
};
