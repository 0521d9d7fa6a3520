import type { StaticPageContent } from '../guide-types';

export const howItWorksPage: StaticPageContent = {
  title: 'How StaySmart works',
  description:
    'Tell us your card and how you use it. We estimate its yearly cost in fees, interest and rewards, then show Stay and Switch offers side by side.',
  blocks: [
    {
      type: 'p',
      text: "Our stay-or-switch survey takes a couple of minutes. It tells you what your current credit card really costs you each year, and whether you'd save more by staying with your bank on a better card or by switching to another provider.",
    },
    { type: 'h2', text: '1. Tell us about your card' },
    {
      type: 'p',
      text: "Choose your card from our list. If you have more than one, add each of them. If yours isn't listed, you can tell us and we'll look at adding it. For each card we ask three things about how you use it:",
    },
    {
      type: 'ul',
      items: [
        '**Monthly spend:** roughly how much you put on the card in a typical month.',
        '**Monthly repayment:** roughly how much you pay off each month.',
        "**Balance carried:** how much is owing on the card now that you're not paying off in full.",
      ],
    },
    {
      type: 'p',
      text: "Round numbers are fine. We don't ask for your bank login, and using the survey doesn't involve a credit check or affect your credit file.",
    },
    { type: 'h2', text: '2. We estimate your yearly cost' },
    {
      type: 'p',
      text: "For each card we add up the annual fee and the interest you're likely to pay, then take away the value of the rewards you earn. Interest depends on the balance you carry, your repayments and the card's purchase rate; if you carry a balance, we allow for the fact that new purchases usually lose their interest-free days. Rewards are valued by multiplying the points you earn on your spending by a set value per point for your card's rewards program.",
    },
    {
      type: 'example',
      title: 'How a yearly cost estimate adds up: an illustration',
      rows: [
        { label: 'Card', value: 'A rewards card with a $149 annual fee and a purchase rate of 20.99% p.a.' },
        { label: 'Monthly spend', value: '$2,000, so $24,000 a year' },
        { label: 'Rewards', value: '1 point per $1 = 24,000 points; at 0.5c a point = $120' },
        {
          label: 'If you pay in full each month',
          value: '$149 fee + $0 interest − $120 rewards = $29 a year',
        },
        {
          label: 'If you carry a $1,500 balance all year',
          value: '$149 fee + about $315 interest ($1,500 × 20.99%) − $120 rewards = about $344 a year',
        },
      ],
      note: 'A simplified illustration. Your estimate uses your own card, its current fees and rates from the product data banks publish, and your answers.',
    },
    { type: 'h2', text: '3. We show Stay and Switch offers side by side' },
    {
      type: 'ul',
      items: [
        '**Stay offers** are other cards from your current bank that you may be able to move to through a product transfer, keeping your relationship with the bank.',
        '**Switch offers** are cards from other providers, including balance transfer offers where they suit you.',
      ],
    },
    {
      type: 'p',
      text: "Each offer shows its estimated yearly cost, how much you'd save compared with your current card, and the working behind both numbers. If no offer beats what you have, we'll say so.",
    },
    { type: 'h2', text: '4. You decide' },
    {
      type: 'ul',
      items: [
        'If you choose a **Stay** offer, we take you to a page that explains how to ask your bank for a product transfer and what to check before you agree. Our guide to [staying or switching your credit card](/news-and-guides/stay-or-switch-credit-card/) has a list of questions to ask.',
        "If you choose a **Switch** offer, we open the provider's website in a new tab, where you can read the full terms and apply.",
      ],
    },
    {
      type: 'p',
      text: "You're never obliged to take any offer. Approval is always up to the provider, based on its own lending criteria.",
    },
    { type: 'h2', text: 'Save your results and hear about better deals' },
    {
      type: 'p',
      text: 'You can use the survey without an account. If you register with your name, e-mail and mobile number, you can save your results, come back to them later and choose to be told when a better offer appears. Signing in uses a one-time code instead of a password. You can switch notifications off at any time.',
    },
    { type: 'h2', text: 'Home loans too' },
    {
      type: 'p',
      text: 'We run a separate check for home loans that compares your current rate with the market. See our [home loans](/home-loans-landing/) page to get started.',
    },
    { type: 'h2', text: 'The limits of an estimate' },
    {
      type: 'p',
      text: "Our estimates are only as good as the answers you give and the data banks publish, and they assume you'll keep using your card much as you do now. Rates, fees and rewards programs change. The estimates are general information, not advice, and don't take your wider financial situation into account. Read how we're paid on our [about page](/about/) and in our [Financial Services Guide](/fsg/).",
    },
  ],
};
