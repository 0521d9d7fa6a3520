import type { Guide } from '../guide-types';

export const balanceTransfersExplained: Guide = {
  slug: 'balance-transfers-explained',
  title: 'Balance transfers: how to use a 0% offer without getting caught out',
  description:
    'How balance transfer cards work: intro rates, transfer fees, revert rates, the new-purchase trap, and why you cannot transfer within the same bank group.',
  category: 'credit-cards',
  published: '2026-02-18',
  factsChecked: '2024-08-12',
  readingMinutes: 5,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: 'A balance transfer moves the debt on one credit card to a new card that charges a low or 0% rate on the transferred amount for a set period. With a plan, it can save hundreds of dollars in interest and give you room to clear the debt for good. Without one, it can simply move the problem somewhere new, with a fee attached.',
    },
    { type: 'h2', text: 'The four numbers that matter' },
    {
      type: 'ul',
      items: [
        '**The introductory rate.** Often 0% p.a., sometimes a low rate of a few per cent. It applies to the transferred balance only, not to anything new you buy on the card.',
        "**The introductory period.** How long that rate lasts, commonly anywhere from about six months to a couple of years. Check when the clock starts: it's often the date the account opens or the transfer is processed, not the date you start paying.",
        '**The balance transfer fee.** Many offers charge a one-off fee worked out as a percentage of the amount moved. It is usually added to the new balance on day one.',
        "**The revert rate.** The rate charged on whatever is left when the offer ends. It's often the card's cash advance rate, which can be noticeably higher than the purchase rate.",
      ],
    },
    { type: 'h2', text: 'A worked example' },
    {
      type: 'p',
      text: 'Priya owes $6,000 on a card charging 20.99% p.a. She can put $510 a month towards it. She is weighing up a card offering 0% p.a. for 12 months on balance transfers, with a 2% transfer fee and no annual fee.',
    },
    {
      type: 'example',
      title: 'Keeping the debt versus transferring it: 12 months at $510 a month',
      rows: [
        { label: 'Starting balance', value: '$6,000' },
        { label: 'Current card: interest over 12 months', value: 'about $763' },
        { label: 'Current card: still owing after 12 months', value: 'about $643' },
        { label: 'New card: transfer fee', value: '2% × $6,000 = $120, so the new balance is $6,120' },
        { label: 'New card: interest over 12 months at 0% p.a.', value: '$0' },
        { label: 'New card: still owing after 12 months', value: '$0, because $510 × 12 = $6,120' },
        { label: 'Difference', value: 'about $643 better off: $763 of interest avoided, less the $120 fee' },
      ],
      note: 'Current-card interest is estimated month by month as 20.99% ÷ 12 on the balance owing. Card issuers calculate interest daily, so real figures differ slightly. Assumes no new purchases on either card.',
    },
    {
      type: 'p',
      text: "The saving depends on one thing: Priya's repayments clear the balance before the 12 months are up. If she paid only the minimum each month, most of the debt would still be there when the offer ended, and it would start attracting interest at the revert rate.",
    },
    { type: 'h2', text: 'Why new purchases can cost you interest' },
    {
      type: 'p',
      text: "This is the part that catches people out. On most cards, interest-free days on purchases only apply if you pay the **full closing balance** by the due date, and the closing balance includes the transferred debt. While a balance transfer is sitting on the card you usually won't be paying it all off each month, so new purchases attract interest from the day you make them, at the purchase rate.",
    },
    {
      type: 'p',
      text: "Rules introduced in 2012 mean repayments go to the part of your balance with the highest interest rate first, so your purchases do get paid down before the 0% balance. That limits the damage, but it doesn't bring back the interest-free days. As a rough guide, $1,000 of purchases at 20.99% p.a. costs about $17 in interest for a month ($1,000 × 20.99% ÷ 365 × 30 days).",
    },
    {
      type: 'callout',
      tone: 'warning',
      text: 'The simplest approach is to treat a balance transfer card as a repayment plan, not a spending card. Use a debit card for everyday spending until the transferred balance is gone.',
    },
    { type: 'h2', text: "Why you can't transfer between cards from the same bank group" },
    {
      type: 'p',
      text: "Card issuers generally won't accept a balance transfer from a card they issue themselves, or from a card issued by another brand in the same banking group. For example, St.George, Bank of Melbourne and BankSA are part of the Westpac group, and Bankwest is part of the Commonwealth Bank group, so moving a balance within either family usually isn't possible. The reason is commercial: the group would be swapping debt that earns it interest for debt that earns it nothing. The offer's terms normally list the excluded brands, so check them before you apply.",
    },
    {
      type: 'p',
      text: 'If you would rather stay with your current bank, ask about a lower rate or a product transfer to a cheaper card instead. Our guide to [staying or switching your credit card](/news-and-guides/stay-or-switch-credit-card/) covers what to ask.',
    },
    { type: 'h2', text: 'Other things to check before you apply' },
    {
      type: 'ul',
      items: [
        "**The transfer limit.** You can usually transfer only up to a portion of the new card's credit limit, so a large debt may not move across in full.",
        '**Timing.** A transfer can take a week or more to go through. Keep making at least the minimum repayment on your old card until the transfer shows as complete, or you could be charged a late fee.',
        '**The annual fee.** If the new card has one, add it to the transfer fee when you do your sums.',
        "**The old card.** Once it's cleared, consider closing it. Otherwise it's easy to end up with two debts. Lenders also look at the total of your credit limits when you apply for a home loan, whether or not you use them.",
        '**Your credit file.** Applying for a new card records an enquiry on your credit report. One application is normal; several in a short period can weigh on your credit score.',
        '**Your ability to repay.** Lenders must assess whether you could repay the full credit limit within three years, so the limit you are offered may be lower than you hoped.',
      ],
    },
    { type: 'h2', text: 'A simple plan that works' },
    {
      type: 'ol',
      items: [
        'Add the transfer fee to the balance, then divide by the number of months in the introductory period. That is your monthly target.',
        'Set up an automatic payment for that amount, not for the minimum repayment.',
        "Don't use the card for new purchases.",
        'Put a reminder in your calendar a month or two before the offer ends, so you know exactly what will be left.',
        'If something will be left, decide then whether to pay it off, move it to a cheaper [personal loan](/personal-loans/), or look at your options again.',
      ],
    },
    {
      type: 'p',
      text: 'You can compare current balance transfer offers, including the fee and the revert rate, on our [credit cards](/credit-cards/) page.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: "This guide is general information, not advice. It does not consider your personal circumstances. Read the card's terms and target market determination before applying.",
    },
  ],
};
