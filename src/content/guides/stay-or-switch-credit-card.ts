import type { Guide } from '../guide-types';

export const stayOrSwitchCreditCard: Guide = {
  slug: 'stay-or-switch-credit-card',
  title: 'Stay or switch: getting a better deal on the credit card you already have',
  description:
    'Product transfers, fee waivers and rate cuts from your own bank versus a new card elsewhere: what to ask, credit file effects, and a worked example.',
  category: 'credit-cards',
  published: '2026-03-11',
  factsChecked: '2024-08-12',
  readingMinutes: 5,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "Most of us choose a credit card once and then keep it for years. Meanwhile the annual fee creeps up, the rewards program changes its rules, and the way we use the card drifts. A review every year or so is worth doing, and it doesn't have to mean leaving your bank. Often the best result comes from a phone call.",
    },
    { type: 'h2', text: 'Your three options' },
    {
      type: 'ul',
      items: [
        '**Stay and negotiate.** Ask your bank to waive or reduce the annual fee, or to lower your interest rate if you carry a balance.',
        '**Stay and change cards.** Move to a different card from the same bank through a product transfer.',
        '**Switch.** Apply for a new card with another provider, often with an introductory offer, and close the old one.',
      ],
    },
    { type: 'h2', text: 'What a product transfer is' },
    {
      type: 'p',
      text: "A product transfer swaps your existing card for another card from the same issuer: say, from a platinum rewards card to a no-fee low-rate card, or the other way round. Your balance moves with you. Because you're already a customer, many banks treat it as a change to your existing account rather than a brand-new application, which can mean less paperwork and, in some cases, no new credit enquiry on your file.",
    },
    {
      type: 'p',
      text: "That isn't universal. If you ask for a higher limit, or the new card has different eligibility rules, the bank may run a fresh assessment. Ask before you agree. Also check what happens to your points: some banks carry them across, others ask you to redeem them first. If your card number changes, update any direct debits and saved card details.",
    },
    { type: 'h2', text: 'What to ask your bank' },
    {
      type: 'ol',
      items: [
        '"Can you waive or reduce my annual fee?"',
        '"Given how I use my card, which of your cards would cost me less, and can I move to it by product transfer?"',
        '"Will the change involve a credit check or a new enquiry on my credit file?"',
        '"What happens to my points, my balance, and any instalment plan or balance transfer I have on the card?"',
        '"Will my card number or expiry date change?"',
        '"If I carry a balance, is a lower interest rate available?"',
      ],
    },
    {
      type: 'p',
      text: "Have your numbers ready before you call: roughly what you spend each month, whether you pay the balance in full, and the annual fee you're paying. It's fine to say you're comparing offers from other banks. Retention teams often have some room to move, though nothing is guaranteed.",
    },
    { type: 'h2', text: 'Annual fee waivers' },
    {
      type: 'p',
      text: "Fee waivers come in a few forms. Some new cards waive the fee for the first year. Some banks reduce or waive the fee if you spend over a threshold, or if you hold another product such as a home loan package. Some will waive it on request for a long-standing customer. A waiver is worth exactly what it saves you, but check whether it's a one-off: a fee waived this year often comes back next year.",
    },
    { type: 'h2', text: 'What applying for a new card does to your credit file' },
    {
      type: 'p',
      text: 'When you apply for a new card, the lender obtains your credit report from a credit reporting body, and the enquiry is recorded on your file. Enquiries generally stay there for five years. One or two applications spread out over time are perfectly normal. A cluster of applications in a short period can lower your credit score and make lenders more cautious, which matters most if you plan to apply for a home loan soon.',
    },
    {
      type: 'p',
      text: 'Most lenders now also report your monthly repayment history, so paying on time counts for more than it used to. You can get free copies of your credit report from the credit reporting bodies, and it is worth checking yours for mistakes before you apply for anything.',
    },
    { type: 'h2', text: 'A worked example' },
    {
      type: 'p',
      text: 'Sam has a rewards card with a $295 annual fee. He spends about $2,500 a month on it ($30,000 a year), always pays in full, and earns 1 point per dollar. His points are worth about 0.5 cents each when redeemed.',
    },
    {
      type: 'example',
      title: "Sam's options over a year",
      rows: [
        { label: 'Current card: rewards earned', value: '30,000 points × 0.5c = $150' },
        { label: 'Current card: net yearly cost', value: '$295 fee − $150 rewards = $145' },
        {
          label: 'Stay and negotiate: fee halved to $147.50',
          value: '$150 rewards − $147.50 fee = $2.50 ahead',
        },
        {
          label: 'Stay, product transfer to a $0-fee card with no rewards',
          value: '$0 cost and $0 rewards: $145 a year better off than now',
        },
        {
          label: 'Switch, year one: $0 fee, 1.25 points per $1, 60,000 bonus points',
          value: '(37,500 + 60,000) points × 0.5c = $487.50 ahead',
        },
        {
          label: 'Switch, year two: $199 fee, 1.25 points per $1',
          value: '$199 fee − $187.50 rewards = $11.50 cost',
        },
      ],
      note: 'Point values and card terms are illustrative. Bonus points usually depend on meeting a spend target within a few months. If Sam carried a $2,000 balance at 20.99% p.a., interest of roughly $420 a year would outweigh every rewards figure here.',
    },
    {
      type: 'p',
      text: 'In this example, switching wins in year one thanks to the bonus. From year two, the no-fee card or a negotiated fee comes out ahead, unless Sam moves again. That kind of side-by-side working is what our [stay-or-switch survey](/how-it-works/) does with your own card and spending.',
    },
    { type: 'h2', text: 'When staying tends to make more sense' },
    {
      type: 'ul',
      items: [
        "You're planning to apply for a home loan in the next few months and want to avoid new credit enquiries.",
        'You have an instalment plan or balance transfer running on your current card that you would lose by closing it.',
        "Your bank offers a card through product transfer that's close to the best deal elsewhere.",
        'You value having your everyday banking and your card in one place.',
      ],
    },
    { type: 'h2', text: 'When switching tends to make more sense' },
    {
      type: 'ul',
      items: [
        "Your bank simply doesn't have a card that suits the way you use yours.",
        "There's a sign-up bonus you'll genuinely use, and you can meet the spend target with your normal spending.",
        'You want to move a balance to a 0% offer. That has to be with a different banking group; see our guide to [balance transfers](/news-and-guides/balance-transfers-explained/).',
      ],
    },
    {
      type: 'p',
      text: 'Whichever way you go, close cards you no longer need. Unused credit limits still count when lenders assess how much you can borrow. You can browse current offers on our [credit cards](/credit-cards/) page.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: "This guide is general information and does not take your personal circumstances into account. Check the card's terms and target market determination before you decide.",
    },
  ],
};
