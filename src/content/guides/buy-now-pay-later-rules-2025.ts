import type { Guide } from '../guide-types';

export const buyNowPayLaterRules2025: Guide = {
  slug: 'buy-now-pay-later-rules-2025',
  title: 'Buy now pay later is now regulated credit: what changed on 10 June 2025',
  description:
    'Since 10 June 2025 BNPL is credit under the National Credit Code: licensing, scaled responsible lending, credit checks, AFCA, hardship help and late fees.',
  category: 'buy-now-pay-later',
  published: '2026-07-22',
  factsChecked: '2026-11-22',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "For years, most buy now pay later (BNPL) services sat outside the consumer credit laws that cover credit cards and personal loans. That changed on 10 June 2025. BNPL is now regulated credit under the National Credit Code, and the businesses offering it have obligations they didn't have before. Here's what that means for you, and what it doesn't change.",
    },
    { type: 'h2', text: 'Why BNPL used to be treated differently' },
    {
      type: 'p',
      text: "Australia's credit laws traditionally applied only when a lender charged you for providing credit, usually through interest. Most BNPL services charged no interest. They earned their money from merchant fees and from late or account fees, so they fell outside the National Credit Code. The Treasury Laws Amendment (Responsible Buy Now Pay Later and Other Measures) Act 2024 closed that gap, with the changes taking effect from 10 June 2025.",
    },
    { type: 'h2', text: 'What changed' },
    {
      type: 'example',
      title: 'BNPL before and after 10 June 2025',
      rows: [
        {
          label: 'Licensing',
          value:
            'Before: most providers needed no credit licence. Now: providers need an Australian Credit Licence from ASIC.',
        },
        {
          label: 'Checking you can afford it',
          value:
            'Before: up to each provider. Now: responsible-lending obligations apply, scaled for low-cost credit.',
        },
        {
          label: 'Complaints',
          value:
            'Before: depended on the provider. Now: providers must handle complaints internally and belong to AFCA.',
        },
        {
          label: 'Financial hardship',
          value:
            'Before: voluntary, through an industry code. Now: hardship rights under the National Credit Code apply.',
        },
        {
          label: 'Fees',
          value:
            'Before: set by each provider. Now: for low-cost credit contracts, total fees are capped over each 12-month period.',
        },
      ],
      note: 'A summary only. Providers that had applied for a licence before the deadline could keep operating while ASIC assessed their application.',
    },
    { type: 'h2', text: 'Responsible lending, scaled for low-cost credit' },
    {
      type: 'p',
      text: 'Most BNPL products count as **low-cost credit contracts**: short-term credit with no interest and fees kept within set limits. For these, the law lets a provider choose a modified version of the responsible-lending obligations that apply to credit cards and personal loans. A provider that takes up this option must:',
    },
    {
      type: 'ul',
      items: [
        'have a written policy for assessing whether the credit would be unsuitable for you, and follow it',
        'make reasonable inquiries about your financial situation and take reasonable steps to verify what you tell it',
        "not lend to you, or raise your limit, if the assessment shows the credit would be unsuitable, for example because you couldn't repay it without substantial hardship.",
      ],
    },
    {
      type: 'p',
      text: "The checks are scaled: a small limit used for modest purchases won't be assessed the way a large personal loan is. A provider that doesn't choose the modified version has to meet the standard responsible-lending obligations in full.",
    },
    { type: 'h2', text: 'Credit checks and your credit file' },
    {
      type: 'p',
      text: 'BNPL providers may check your credit report before approving you or increasing your limit, and that check can be recorded on your file. Providers can also report repayment information and defaults to credit reporting bodies, so missed BNPL payments can affect your ability to borrow later. When you apply for a home loan or car loan, lenders will typically ask about BNPL accounts and limits as part of your existing commitments.',
    },
    { type: 'h2', text: 'Late fees still matter' },
    {
      type: 'p',
      text: "Regulation hasn't made missed payments free. Providers can still charge late fees within the caps, and they may pause your account until you catch up. Because BNPL purchases are often small, fees can be large compared with what you bought.",
    },
    {
      type: 'example',
      title: 'An illustration: missed BNPL payments versus card interest',
      rows: [
        { label: 'Purchase', value: '$400 in four fortnightly payments of $100' },
        { label: 'Missed payments', value: 'Two' },
        {
          label: 'Late fees, if the provider charged $10 per missed payment',
          value: '2 × $10 = $20, or 5% of the price',
        },
        {
          label: 'For comparison: card interest on $200 at 20.99% p.a. for four weeks',
          value: '$200 × 20.99% × 28 ÷ 365 = about $3.22',
        },
      ],
      note: "The $10 fee is an example, not any particular provider's fee. Check the fee schedule in your BNPL agreement.",
    },
    {
      type: 'p',
      text: 'Some merchants also add a surcharge when you choose BNPL at the checkout, so check the final price before you confirm.',
    },
    { type: 'h2', text: 'If you are struggling to make repayments' },
    {
      type: 'p',
      text: "Contact the provider as early as you can and tell them you're in financial hardship. Under the National Credit Code you can ask for a change to your repayments, and the provider has to consider your request and respond. Options can include pausing or reducing repayments for a while. Free, confidential help is also available from a financial counsellor through the National Debt Helpline on 1800 007 007.",
    },
    { type: 'h2', text: 'How to complain' },
    {
      type: 'ol',
      items: [
        'Complain to the provider first. It must have an internal complaints process and respond within set timeframes.',
        "If you're not happy with the response, or don't get one in time, you can take your complaint to the Australian Financial Complaints Authority (AFCA), a free and independent service: www.afca.org.au or 1800 931 678.",
      ],
    },
    { type: 'h2', text: "What hasn't changed" },
    {
      type: 'p',
      text: "BNPL is still debt. It's easy to spread purchases across several providers and lose track of how much is due and when. Each provider only sees its own account, and its checks can't fully protect you from overcommitting across several services.",
    },
    {
      type: 'ol',
      items: [
        'Stick to one provider if you can, so all your repayments are in one place.',
        'Line up repayment dates with your payday, and keep enough in the linked account to cover them.',
        'Add up all your BNPL repayments due in the next month before making a new purchase.',
        'Switch off automatic limit increases if the app allows it.',
        'If you regularly use BNPL for everyday spending such as groceries or bills, treat it as a warning sign and review your budget.',
      ],
    },
    {
      type: 'p',
      text: 'You can compare BNPL services, including their fees, on our [buy now pay later](/buy-now-pay-later/) page. If you need a larger amount over a longer term, a [personal loan](/personal-loans/) with a clear comparison rate may be easier to plan around.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: "This guide is general information about the law as we understand it at the date shown, not legal or financial advice. Check the provider's terms for how the rules apply to a particular product.",
    },
  ],
};
