import type { StaticPageContent } from '../guide-types';

export const aboutPage: StaticPageContent = {
  title: 'About StaySmart',
  description:
    'Who we are, how StaySmart makes money, how sponsored placements work, and where our rates come from: the product data banks publish under the CDR.',
  blocks: [
    {
      type: 'p',
      text: 'StaySmart is an Australian comparison site for credit cards, home loans, personal and car loans, term deposits, savings and transaction accounts, and buy now pay later. We started with a question most comparison sites skip: is the product you already have still right for you?',
    },
    { type: 'h2', text: 'What makes us different' },
    {
      type: 'p',
      text: "Most comparison sites show you new products. We start with the one you've got. Tell us which credit card you have and how you use it, and we estimate what it really costs you in a year: the annual fee, the interest you pay and the value of the rewards you earn. Then we show whether staying with your bank, by moving to a better card through a product transfer, or switching to another provider comes out ahead, and we show the working so you can check it. You can read the details on [how it works](/how-it-works/).",
    },
    {
      type: 'p',
      text: "Sometimes the answer is to stay where you are. We'll tell you that too.",
    },
    { type: 'h2', text: 'Where our data comes from' },
    {
      type: 'p',
      text: "Australian banks publish details of their products, including interest rates, comparison rates, fees and features, under the Consumer Data Right. We import that published product data regularly, and every comparison table shows an 'as of' date so you know how current it is.",
    },
    {
      type: 'p',
      text: 'Published data can occasionally be wrong, incomplete or out of date, and products change. Always confirm the rate, fees and conditions with the provider before you apply. If you spot something that looks wrong, please tell us at help@staysmart.com.au. Our guide to [open banking and your data](/news-and-guides/open-banking-consumer-data-right/) explains how the Consumer Data Right works.',
    },
    { type: 'h2', text: 'How we make money' },
    {
      type: 'p',
      text: 'StaySmart is free for you to use. We may be paid by providers when you click through to them from our site, or when you apply for or take out one of their products. Some providers also pay for sponsored placements. This is how we fund the site.',
    },
    {
      type: 'p',
      text: 'We compare a wide range of products, but not every product on the market, and not every provider has a commercial arrangement with us. Whether or not we are paid has no bearing on the yearly cost estimates we show you, which use the same method for every product. Our [Financial Services Guide](/fsg/) sets out the kinds of payments we receive.',
    },
    { type: 'h2', text: 'Sponsored placements' },
    {
      type: 'ul',
      items: [
        "Sponsored placements are always labelled 'Sponsored'.",
        "Sponsorship never changes our ranking. Our tables are sorted by the measure you choose, such as rate, fees or estimated yearly cost, and a sponsored product doesn't move up or down that order because it's sponsored.",
        'A sponsored placement is not a recommendation. Compare it with the rest of the table in the same way.',
      ],
    },
    { type: 'h2', text: 'Our guides' },
    {
      type: 'p',
      text: "Our [news and guides](/news-and-guides/) are written by the StaySmart editorial team to explain how financial products work in plain language, with worked examples you can follow. Commercial arrangements don't decide what we write or what we conclude, and each guide shows when it was last updated.",
    },
    { type: 'h2', text: 'General information, not personal advice' },
    {
      type: 'p',
      text: "The information on StaySmart is general. It doesn't take into account your objectives, financial situation or needs, and we don't recommend a product as right for you. Before you decide, consider whether a product suits you and read the provider's documents, such as the target market determination and, where relevant, the product disclosure statement.",
    },
    { type: 'h2', text: 'Your privacy' },
    {
      type: 'p',
      text: "You don't need to give us your bank login or agree to a credit check to use the site. Our [privacy policy](/privacy/) explains what we collect and why, and our [terms of use](/terms/) cover the rules for using the site.",
    },
    { type: 'h2', text: 'Get in touch' },
    {
      type: 'p',
      text: 'Questions, feedback or a complaint? Visit our [help page](/help/) or e-mail help@staysmart.com.au.',
    },
  ],
};
