import type { Guide } from '../guide-types';

export const comparisonRatesExplained: Guide = {
  slug: 'comparison-rates-explained',
  title: 'Comparison rates explained: what the second number on a loan ad tells you',
  description:
    'How comparison rates work in Australia, what they include and leave out, and why the $150,000 home loan example may not match your own loan.',
  category: 'home-loans',
  published: '2026-01-21',
  factsChecked: '2024-08-12',
  readingMinutes: 5,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: "Almost every advertised home loan, personal loan and car loan in Australia shows two numbers side by side: the interest rate and the comparison rate. The interest rate is what you're charged on the balance. The comparison rate tries to answer a more useful question: once the lender's standard fees are folded in, what does this loan cost, expressed as a single yearly percentage?",
    },
    {
      type: 'p',
      text: "It's a genuinely helpful tool, but only if you know what goes into it and, just as importantly, what doesn't.",
    },
    { type: 'h2', text: 'Why comparison rates exist' },
    {
      type: 'p',
      text: 'A lender can advertise a sharp headline rate and make up the difference with an establishment fee, a monthly account-keeping fee or an annual package fee. Two loans with the same interest rate can therefore cost quite different amounts. Comparison rates were brought in so borrowers could line loans up on a like-for-like basis. The rules now sit in the National Credit Code and the National Consumer Credit Protection Regulations, and in broad terms they require a lender that advertises an interest rate for a fixed-term consumer loan to show a comparison rate as well.',
    },
    { type: 'h2', text: 'The two standard examples' },
    {
      type: 'p',
      text: 'So that one comparison rate can be compared with another, the regulations fix the loan amount and term used in the calculation:',
    },
    {
      type: 'ul',
      items: [
        '**Home loans and other loans secured by property:** a loan of $150,000 repaid over 25 years.',
        '**Personal loans and other shorter-term loans:** a loan of $30,000 repaid over 5 years. You will often see car loan ads use this benchmark too.',
      ],
    },
    {
      type: 'p',
      text: 'Some ads show extra examples for other amounts or terms, but the benchmark figure is the one that lets you compare across lenders. Every comparison rate must come with a warning, and its wording is set by the regulations:',
    },
    {
      type: 'callout',
      tone: 'warning',
      text: 'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    },
    {
      type: 'p',
      text: "That warning is worth taking literally. If you're borrowing $620,000 over 30 years, the benchmark comparison rate is a starting point, not an answer.",
    },
    { type: 'h2', text: 'What a comparison rate includes' },
    {
      type: 'ul',
      items: [
        'The interest rate, including any introductory or fixed period and the rate that applies afterwards, as known when the loan is advertised.',
        'Upfront lender fees you must pay to take the loan, such as establishment or application fees.',
        'Ongoing lender fees you are certain to pay, such as monthly account-keeping fees or an annual package fee.',
      ],
    },
    { type: 'h2', text: 'What it leaves out' },
    {
      type: 'ul',
      items: [
        'Government fees and charges, such as mortgage registration fees and stamp duty.',
        'Fees that depend on what you do later, such as late payment fees, redraw fees, and break costs if you repay a fixed-rate loan early.',
        'Lenders mortgage insurance (LMI), which depends on the size of your deposit rather than on the loan product.',
        'Optional extras you choose to pay for.',
        "Cash-back offers and other incentives, which don't lower the comparison rate. Weigh them separately.",
        "Future rate changes. For a variable loan, the calculation assumes today's rate stays the same for the whole term.",
      ],
    },
    { type: 'h2', text: 'A worked example: building a comparison rate' },
    {
      type: 'p',
      text: 'Here is how fees push the comparison rate above the interest rate on the standard home loan example.',
    },
    {
      type: 'example',
      title: 'The $150,000, 25-year benchmark with fees',
      rows: [
        { label: 'Loan amount and term', value: '$150,000 over 25 years (300 monthly repayments)' },
        { label: 'Interest rate', value: '6.00% p.a.' },
        { label: 'Monthly repayment at 6.00% p.a.', value: '$966.45' },
        { label: 'Monthly account-keeping fee', value: '$10.00, so $976.45 leaves your account each month' },
        { label: 'Establishment fee', value: '$600, so in effect you receive $149,400' },
        { label: 'Comparison rate', value: 'about 6.15% p.a.' },
      ],
      note: 'The comparison rate is the rate at which 300 monthly payments of $976.45 exactly repay $149,400. Figures are rounded; lenders use the precise formula in the regulations.',
    },
    { type: 'h2', text: 'Why loan size changes the picture' },
    {
      type: 'p',
      text: "Because the benchmark is fixed at $150,000, fixed-dollar fees weigh heavily in it. On a larger loan, the same fee is spread over more interest, so a package with a lower rate and an annual fee can be better value than its comparison rate suggests. The reverse is true for smaller loans. Here's an illustration with two variable loans over 25 years.",
    },
    {
      type: 'example',
      title: 'Loan A (5.99% p.a., no fees) versus Loan B (5.79% p.a. plus a $395 annual package fee)',
      rows: [
        {
          label: 'Comparison rates',
          value: 'Loan A 5.99% p.a.; Loan B about 6.14% p.a., with the fee charged once a year',
        },
        {
          label: 'Borrowing $150,000: monthly repayments',
          value: 'Loan A $965.54; Loan B $947.29 (saves $18.25 a month)',
        },
        {
          label: 'Borrowing $150,000: yearly result',
          value: '$219 saved in repayments minus $395 fee: Loan B costs about $176 more',
        },
        {
          label: 'Borrowing $600,000: monthly repayments',
          value: 'Loan A $3,862.14; Loan B $3,789.16 (saves $72.99 a month)',
        },
        {
          label: 'Borrowing $600,000: yearly result',
          value: '$875.84 saved in repayments minus $395 fee: Loan B is about $481 cheaper',
        },
      ],
      note: 'Principal-and-interest repayments over 25 years. Package benefits such as offset accounts or discounts on other products are not counted.',
    },
    {
      type: 'p',
      text: "Same two loans, opposite conclusions. The comparison rate correctly ranked them for the $150,000 borrower, and got it the wrong way round for the $600,000 borrower. That's exactly what the warning is telling you.",
    },
    { type: 'h2', text: 'Personal loans: the $30,000 example' },
    {
      type: 'p',
      text: 'Fees have an even bigger effect on shorter loans, because they are spread over fewer years of interest.',
    },
    {
      type: 'example',
      title: 'The $30,000, 5-year benchmark with fees',
      rows: [
        { label: 'Interest rate', value: '9.99% p.a.' },
        { label: 'Monthly repayment at 9.99% p.a.', value: '$637.26' },
        { label: 'Monthly fee', value: '$10, so $647.26 a month in total' },
        { label: 'Establishment fee', value: '$250, so in effect you receive $29,750' },
        { label: 'Comparison rate', value: 'about 11.03% p.a.' },
      ],
      note: 'A $10 monthly fee and a $250 upfront fee add roughly one percentage point to this loan, compared with about 0.15 of a point on the 25-year home loan example above.',
    },
    { type: 'h2', text: "Credit cards don't have comparison rates" },
    {
      type: 'p',
      text: "Comparison rates apply to fixed-term loans. Credit cards are continuing credit, with no set term or repayment schedule, so you won't see one on a card. For cards, look at the purchase rate, the annual fee and, above all, whether you'll carry a balance. Our guide to [interest-free days](/news-and-guides/credit-card-interest-free-days/) explains why that matters so much.",
    },
    { type: 'h2', text: 'How to use comparison rates well' },
    {
      type: 'ol',
      items: [
        'Use the comparison rate to build a shortlist, especially if your loan is somewhere near the benchmark amount and term.',
        'Work out the real yearly cost at your own loan amount: the difference in repayments, plus any annual or monthly fees, plus upfront fees spread over the time you expect to keep the loan.',
        'Ask each lender for the fees the comparison rate leaves out, including government fees, LMI and, for fixed loans, how break costs are calculated.',
        "Check the rate that applies after any introductory or fixed period ends. That's the rate you'll probably pay for most of the loan.",
        'Weigh features you will actually use, such as an offset account, against their cost.',
      ],
    },
    {
      type: 'p',
      text: 'Our [home loan](/home-loans/) and [personal loan](/personal-loans/) tables show the interest rate and comparison rate side by side, taken from the product data lenders publish, with the date the data was current.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: "This guide is general information only. It does not take your objectives, financial situation or needs into account, so consider whether it suits you and read the lender's documents before you apply.",
    },
  ],
};
