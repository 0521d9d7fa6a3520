import type { StaticPageContent } from '../guide-types';

export const homeLoansRegisterPage: StaticPageContent = {
  title: 'Keep an eye on your home loan rate',
  description:
    "Register for home loan rate monitoring. We compare your loan with the market and let you know when a better deal could save you money. It's free.",
  blocks: [
    {
      type: 'p',
      text: "Home loan rates move, and the rate you're paying today may not be the rate your lender offers new customers. It's common for long-standing borrowers to pay more than people who have just joined. Register and we'll keep watch for you.",
    },
    { type: 'h2', text: 'What rate monitoring does' },
    {
      type: 'ul',
      items: [
        'We compare your current loan with loans available in the market, using the product data lenders publish under the Consumer Data Right.',
        'We estimate what you could save in repayments and interest, and show you the working.',
        "We let you know when we find a loan that could save you a meaningful amount, so you don't have to keep checking.",
      ],
    },
    { type: 'h2', text: 'Why it helps' },
    {
      type: 'ul',
      items: [
        "**You'll know where you stand.** Seeing your rate next to the market is often all you need to ask your lender for a better deal.",
        "**Staying may be enough.** Many lenders will lower your rate if you ask, which avoids the costs of switching. We'll show you what to ask for.",
        "**Switching, when it's worth it.** If moving makes sense, we show the likely costs and roughly when the saving covers them. Our guide to [refinancing costs](/news-and-guides/refinancing-costs-break-even/) explains the working.",
      ],
    },
    { type: 'h2', text: 'What we ask for' },
    {
      type: 'p',
      text: "Some details about your current loan, such as your lender, interest rate, balance, repayment type and whether it's your home or an investment property, plus your name, e-mail address and mobile number so we can contact you. We verify your e-mail and mobile with one-time codes.",
    },
    {
      type: 'p',
      text: "Registering is free. It doesn't involve a credit check and doesn't affect your credit file. You can stop notifications or delete your account at any time. Our [privacy policy](/privacy/) explains how we handle your information.",
    },
    {
      type: 'callout',
      tone: 'info',
      text: "Our estimates are general information, not advice, and don't take your full financial situation into account. Lending criteria apply to any new loan, and a lender will make its own assessment. Read how we're paid on our [about page](/about/).",
    },
  ],
};
