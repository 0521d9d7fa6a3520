import type { StaticPageContent } from '../guide-types';

export const cashBackPromotionPage: StaticPageContent = {
  title: 'Home loans with cash back for refinancers',
  description:
    'Refinancing? See which lenders offer cash back when you move your home loan to them, the usual rules, and what to weigh up first.',
  blocks: [
    {
      type: 'p',
      text: "If you're thinking about refinancing, some lenders pay cash back to eligible borrowers who move a loan to them from another lender. This page lists every lender whose published product data offers it, with the largest amount offered. Each lender's home-loan page shows its rates beside their comparison rates.",
    },
    { type: 'h2', text: 'How the cash back works' },
    {
      type: 'p',
      text: "Once your new loan has settled and you've met the offer's conditions, the lender pays the cash back into an eligible account, usually within a set number of weeks after settlement. The lender's offer terms say exactly when and how it is paid.",
    },
    { type: 'h2', text: 'Who is eligible' },
    {
      type: 'p',
      text: 'Refinance cash-back offers usually come with rules along these lines. The offer terms from the lender are what count, so read them in full:',
    },
    {
      type: 'ul',
      items: [
        "**Refinancing from another lender.** You're moving an existing home loan from a different lender. Loans moved from a brand in the same banking group are usually excluded.",
        "**Minimum loan amount.** The new loan must be at least the offer's minimum amount, which is often higher than the loan's own minimum.",
        '**Settlement within the offer window.** You apply during the offer period and your loan settles within the time allowed.',
        "**Loan-to-value ratio (LVR) limit.** The loan must be at or below the offer's LVR limit, based on the lender's valuation of your property.",
        '**Owner-occupied, principal and interest.** The property is your home, and you make principal and interest repayments.',
        "**One cash back per loan.** Splits and top-ups usually don't qualify for extra payments, and the offer can't normally be combined with other offers.",
        '**Keeping the loan open.** Some lenders require the loan to stay open, or an account to stay active, for a period after settlement.',
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      text: "A cash back rarely outweighs a higher interest rate. Consider the loan's total cost over the time you expect to keep it, not just the upfront payment. Even a small difference in rate adds up every year on a large loan.",
    },
    { type: 'h2', text: 'Before you apply' },
    {
      type: 'ol',
      items: [
        'Compare the rate and comparison rate with other loans on our [home loans](/home-loans/) page, not just the cash back.',
        "Add up your switching costs, such as your current lender's discharge fee, government registration fees and any break costs on a fixed loan. Our guide to [refinancing costs](/news-and-guides/refinancing-costs-break-even/) shows how to work out when you break even.",
        'Ask your current lender whether it will lower your rate. Staying can avoid switching costs altogether.',
        "Check the lender's fees and features, such as any annual package fee, offset and redraw.",
        'Check with the lender how the cash back will be paid and any conditions attached to it. If you have questions about your own tax position, ask a registered tax agent.',
      ],
    },
    { type: 'h2', text: 'Important information' },
    {
      type: 'p',
      text: "This page is general information only and doesn't take your objectives, financial situation or needs into account. Each offer is made by its lender, not by StaySmart. Lending criteria, fees and charges apply, and a lender may change or end its offer at any time. If you apply, the lender will assess your application under its own criteria. We may be paid if you click through or take out a loan; see our [about page](/about/) and [Financial Services Guide](/fsg/).",
    },
  ],
};
