import type { Guide } from '../guide-types';

export const valuingRewardPoints: Guide = {
  slug: 'valuing-reward-points',
  title: 'What are your credit card reward points really worth?',
  description:
    'Work out cents per point, compare frequent flyer and cashback rewards, watch for earn caps, and see when an annual fee pays for itself.',
  category: 'credit-cards',
  published: '2026-04-15',
  factsChecked: '2024-08-12',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "Rewards cards are sold on big numbers: 100,000 bonus points, 3 points per dollar, uncapped earn. But a point is only worth what you can swap it for, and that varies a lot between programs and between the ways you redeem. Once you put a dollar value on a point, it becomes clear whether a card's annual fee is paying for itself or quietly costing you money.",
    },
    { type: 'h2', text: "Start with 'cents per point'" },
    {
      type: 'p',
      text: 'The value of a point is the dollar value of a reward divided by the points it costs. If a $50 gift card costs 11,000 points, each point is worth $50 ÷ 11,000 = about 0.45 cents.',
    },
    {
      type: 'p',
      text: "Multiply that by the card's earn rate and you get your return on spending. At 1 point per dollar and 0.45 cents a point, you get back about 0.45% of what you spend. At 1.5 points per dollar, about 0.68%. That one number lets you compare very different cards on the same footing.",
    },
    { type: 'h2', text: 'Frequent flyer points versus cashback and gift cards' },
    {
      type: 'ul',
      items: [
        "**Cashback or statement credits** are simple and predictable. You know exactly what you're getting, but the value per point is usually on the lower side.",
        '**Gift cards and merchandise** are similar. Gift cards sometimes give slightly better value than cashback; merchandise often gives less.',
        '**Frequent flyer points** can be worth the most, but only if you use them well. Many bank programs convert to airline points at a set ratio, such as 2 bank points for 1 airline point. What an airline point is worth then depends on how you redeem it: reward seats, especially in premium cabins, can stretch further than shopping or gift cards, while taxes and carrier charges, seat availability and expiry rules can pull the value down.',
      ],
    },
    {
      type: 'p',
      text: "If you're not going to fly with your points in the next year or two, value them at what you'd realistically get as cashback or gift cards, not at the best-case flight value.",
    },
    { type: 'h2', text: 'Earn rates, caps and exclusions' },
    {
      type: 'ul',
      items: [
        '**Tiered earn rates.** Many cards pay a higher rate up to a monthly spend cap, then a lower rate above it.',
        '**Annual caps.** Some programs limit the total points you can earn in a year.',
        '**Excluded spending.** Payments to government bodies such as the ATO, balance transfers, cash advances and some bill payments often earn fewer points or none at all.',
        '**Card network.** The same program can pay different earn rates on a card issued on different networks, and some merchants add a surcharge for certain cards, which can cancel out the points you earn.',
      ],
    },
    { type: 'h2', text: 'When an annual fee pays for itself: a worked example' },
    {
      type: 'p',
      text: 'Mia spends $3,000 a month on her card and pays it off in full. She is comparing a no-fee card with no rewards against a rewards card with a $149 annual fee.',
    },
    {
      type: 'example',
      title: "Mia's rewards card over a year",
      rows: [
        { label: 'Monthly spend', value: '$3,000 ($36,000 a year)' },
        {
          label: 'Earn rate',
          value: '1.5 points per $1 on the first $2,500 each month, then 0.5 points per $1',
        },
        { label: 'Points each month', value: '$2,500 × 1.5 + $500 × 0.5 = 3,750 + 250 = 4,000' },
        { label: 'Points each year', value: '4,000 × 12 = 48,000' },
        { label: 'Value as gift cards at 0.45c a point', value: '48,000 × 0.45c = $216' },
        {
          label: 'Value as flights: 2 bank points = 1 airline point, used at 1.5c each',
          value: '24,000 airline points × 1.5c = $360',
        },
        { label: 'Annual fee', value: '$149' },
        { label: 'Net benefit: gift cards', value: '$216 − $149 = $67' },
        { label: 'Net benefit: flights', value: '$360 − $149 = $211' },
      ],
      note: "Break-even spend using gift cards: $149 ÷ (1.5 points × 0.45c) = $149 ÷ $0.00675 ≈ $22,074 a year, or about $1,840 a month. Below that, the no-fee card comes out ahead. Point values are illustrative; check the program's current terms.",
    },
    {
      type: 'p',
      text: 'Two things stand out. First, the cap matters: every dollar Mia spends over $2,500 a month earns only a third as many points. Second, how she redeems changes the answer far more than small differences in earn rate do.',
    },
    { type: 'h2', text: 'Interest wipes out rewards' },
    {
      type: 'p',
      text: "Rewards only make sense if you pay your balance in full every month. Carry $2,000 on a card charging 20.99% p.a. and you'll pay roughly $420 a year in interest ($2,000 × 20.99%). That is almost twice Mia's gift-card rewards. If you sometimes carry a balance, a [low-rate card](/credit-cards/) will almost certainly leave you better off, and our guide to [interest-free days](/news-and-guides/credit-card-interest-free-days/) explains why.",
    },
    { type: 'h2', text: 'Sign-up bonuses' },
    {
      type: 'p',
      text: "Bonus points can be worth hundreds of dollars, but treat them as a one-off. Check the spend target and the time allowed to reach it, and don't spend more than you normally would just to qualify. Many offers exclude people who have held a card from the same issuer recently. And look at the fee in year two: a card that's great in year one can be poor value after that.",
    },
    { type: 'h2', text: 'A quick checklist' },
    {
      type: 'ol',
      items: [
        "Work out the value of a point for the way you'll actually redeem.",
        'Multiply by your real monthly spend, allowing for caps and excluded spending.',
        'Subtract the annual fee, plus any other fees you pay, such as additional cardholder or overseas transaction fees.',
        'Compare the result with a no-fee card. If the difference is small, simplicity may be worth more than the points.',
        'Review it every year. Programs change earn rates and redemption values, and your spending changes too.',
      ],
    },
    {
      type: 'p',
      text: 'When we estimate what your card is worth in our [stay-or-switch survey](/how-it-works/), we use a set value per point for each rewards program and show the working, so you can adjust it if you redeem differently.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'General information only, not advice. Point values in this guide are examples and will differ between programs and over time.',
    },
  ],
};
