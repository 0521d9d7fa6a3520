import type { Guide } from '../guide-types';

export const refinancingCostsBreakEven: Guide = {
  slug: 'refinancing-costs-break-even',
  title: 'What refinancing your home loan really costs, and when you break even',
  description:
    'Discharge and application fees, state registration fees, LMI and fixed-rate break costs, plus a worked example of the month a refinance breaks even.',
  category: 'home-loans',
  published: '2026-05-20',
  factsChecked: '2024-08-12',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "A lower rate elsewhere is only half the story. Moving your home loan comes with costs at both ends: some from the lender you're leaving, some from the lender you're joining, and some from your state or territory government. Most refinances still come out well ahead, but it pays to add up the costs first and work out how long it takes for the lower rate to earn them back.",
    },
    { type: 'h2', text: 'Costs of leaving your current lender' },
    {
      type: 'ul',
      items: [
        '**Discharge fee.** Your lender charges this to close the loan and release its mortgage over your property. It is typically a few hundred dollars.',
        '**Break costs on a fixed-rate loan.** If you leave a fixed loan before the fixed term ends, your lender may charge a break cost to cover its loss. The amount depends mostly on how interest rates have moved since you fixed and how long is left on the fixed term. It can be nothing, or it can run into thousands of dollars. Ask your lender for a written estimate before you commit.',
        '**Government discharge fee.** Your state or territory land titles office charges a fee to register the discharge of the mortgage.',
      ],
    },
    { type: 'h2', text: 'Costs of joining a new lender' },
    {
      type: 'ul',
      items: [
        '**Application or establishment fee.** Many lenders waive this for refinancers, but not all.',
        '**Valuation and settlement fees.** Some lenders charge these; others include them.',
        '**Government mortgage registration fee.** Registering the new mortgage on your title also costs a fee. Each state and territory sets its own fees, so the amount depends on where the property is.',
        '**Ongoing fees.** An annual package fee or monthly fee is a cost of the new loan every year, not just at the start.',
        "**Lenders mortgage insurance (LMI).** If you're borrowing more than about 80% of your property's value, the new lender will usually require LMI. A policy you paid for with your current lender doesn't move with you, so you may have to pay again. For many borrowers with a small amount of equity, this alone makes refinancing uneconomic.",
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Government fees change from time to time and differ between states and territories. Your new lender or conveyancer can tell you the current amounts for your property.',
    },
    { type: 'h2', text: 'A worked break-even example' },
    {
      type: 'p',
      text: 'Nadia and Tom owe $500,000 on a variable loan with 25 years left, at 6.39% p.a. Another lender offers 5.89% p.a. with no ongoing fees. They keep the same 25-year term so the comparison is fair.',
    },
    {
      type: 'example',
      title: 'Refinancing $500,000 from 6.39% p.a. to 5.89% p.a.',
      rows: [
        { label: 'Current repayment (6.39% p.a., 25 years)', value: '$3,341.75 a month' },
        { label: 'New repayment (5.89% p.a., 25 years)', value: '$3,187.97 a month' },
        { label: 'Monthly saving', value: '$3,341.75 − $3,187.97 = $153.78' },
        { label: 'Discharge fee, current lender', value: '$350' },
        { label: 'Government discharge and registration fees (illustrative)', value: '$320' },
        { label: 'Settlement fee, new lender', value: '$200' },
        { label: 'Application and valuation fees', value: '$0 (waived in this example)' },
        { label: 'Total cost of switching', value: '$350 + $320 + $200 = $870' },
        { label: 'Break-even', value: '$870 ÷ $153.78 = 5.7 months, so they are ahead from month 6' },
        {
          label: 'Interest in the first year',
          value: 'about $31,707 at 6.39% p.a. versus $29,208 at 5.89% p.a.: about $2,499 less',
        },
      ],
      note: 'Principal-and-interest repayments calculated monthly. The fee amounts are examples only; get quotes from both lenders and check the current government fees for your state or territory.',
    },
    {
      type: 'p',
      text: 'Now suppose the same loan were fixed with two years left, and the lender quoted a break cost of $4,000. Total costs become $4,870, and $4,870 ÷ $153.78 = 31.7 months. They would not be ahead until month 32, which is after the fixed term would have ended anyway. In that case it would usually make more sense to wait for the fixed term to end.',
    },
    { type: 'h2', text: 'Watch the loan term' },
    {
      type: 'p',
      text: 'Many refinances quietly reset the loan term to 30 years. That lowers the repayment, which makes the switch look better than it is, but it can increase the total interest you pay over the life of the loan. Compare repayments on the same remaining term. If you do choose a longer term, consider keeping your repayments at the old level so the extra goes off the balance.',
    },
    { type: 'h2', text: 'Where cash-back offers fit' },
    {
      type: 'p',
      text: 'Refinance cash-back offers can cover some or all of your switching costs, which shortens the break-even period. But the rate matters far more over time. As a rough guide, a rate 0.10% p.a. higher on a $500,000 loan costs about $500 a year in interest in the early years, so a one-off cash-back can be overtaken within a few years. Compare the rate first, then treat the cash back as a bonus. You can compare rates, comparison rates and cash-back offers on our [home loans](/home-loans/) page.',
    },
    { type: 'h2', text: 'Ask your current lender first' },
    {
      type: 'p',
      text: "Before you refinance, call your lender, tell them the rate you've been offered elsewhere and ask whether they can match or get close to it. A rate cut from your existing lender involves no discharge fees, no new application and no government fees, so even a slightly smaller discount can leave you better off. If they won't move, you've lost nothing by asking.",
    },
    { type: 'h2', text: 'A refinancing checklist' },
    {
      type: 'ol',
      items: [
        'Find your current rate, balance and remaining term on your latest statement.',
        'Ask your current lender for a better rate, and for its discharge fee and, if you are fixed, a break cost estimate.',
        "Get the new lender's rate, comparison rate and full fee list, including government fees for your state or territory.",
        "Check whether you will need LMI, based on the new lender's valuation of your property.",
        'Work out the monthly saving on the same remaining term, then divide total costs by that saving to find your break-even month.',
        'Keep paying your existing loan until the new lender confirms settlement.',
      ],
    },
    {
      type: 'p',
      text: 'If you would like us to keep an eye on the market for you, you can [register for home loan rate monitoring](/home-loans-landing/).',
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'This guide is general information, not advice, and does not consider your circumstances. Lending criteria, fees and charges apply, and figures here are examples only.',
    },
  ],
};
