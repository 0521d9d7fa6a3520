import type { StaticPageContent } from '../guide-types';

export const fsgPage: StaticPageContent = {
  title: 'Financial Services Guide',
  description:
    'Who StaySmart is, the general information comparison service we provide, how we are paid, how we manage conflicts and how to make a complaint.',
  blocks: [
    {
      type: 'p',
      text: 'This Financial Services Guide explains who we are, the services we provide, how we are paid and what to do if you have a complaint. Please read it before you use our comparison services.',
    },
    { type: 'h2', text: 'Who we are' },
    {
      type: 'p',
      text: 'The StaySmart website is operated by StaySmart Pty Ltd. We run a comparison service that helps Australians compare credit cards, home loans, personal and car loans, buy now pay later services, term deposits, and savings and transaction accounts, and decide whether to stay with their current provider or switch.',
    },
    {
      type: 'p',
      text: "When we help you compare credit products, such as credit cards, home loans, personal loans, car loans and buy now pay later, we act as a credit representative authorised under an Australian Credit Licence held by our licensee. On request, we will give you our credit representative details and our licensee's name and licence details in writing, free of charge. For deposit products, such as term deposits and savings and transaction accounts, we provide factual information and general information only.",
    },
    { type: 'h2', text: 'The services we provide' },
    {
      type: 'ul',
      items: [
        'Comparison tables of products, based on product data Australian banks publish under the Consumer Data Right, each with the date the data was current.',
        'A stay-or-switch survey that estimates what your current credit card costs you each year and shows offers that may cost less. See [how it works](/how-it-works/).',
        'Links that take you to a provider, or information about asking your current bank for a product transfer.',
        'Guides that explain how financial products work.',
      ],
    },
    {
      type: 'p',
      text: "We compare a range of products and providers, not every product available in the market. We are not a lender or a bank, we don't make lending decisions, and we don't act as your broker or negotiate on your behalf.",
    },
    { type: 'h2', text: 'General information, not personal advice' },
    {
      type: 'p',
      text: "Our information is general. It doesn't take into account your objectives, financial situation or needs, and we don't recommend any product as suitable for you. Estimates are based on the answers you give and on published product data, and they are estimates only. Before you apply for a product, consider whether it is right for you and read the provider's documents, including the target market determination and, where relevant, the product disclosure statement or key facts sheet. The provider will make its own assessment of whether to offer you credit.",
    },
    { type: 'h2', text: 'How we are paid' },
    {
      type: 'p',
      text: "You don't pay us anything to use StaySmart. We may be paid by providers whose products appear on our site. The types of payment we may receive are:",
    },
    {
      type: 'ul',
      items: [
        '**Referral fees:** a fee when you click through from our site to a provider.',
        '**Application fees:** a fee when you submit an application with a provider after being referred by us.',
        '**Approval or settlement commissions:** a fee or commission when a provider approves your application, opens your account or settles your loan. These can be a flat amount or worked out as a percentage of the loan amount or credit limit.',
        '**Sponsorship and advertising fees:** payments for sponsored placements and advertising on our site.',
      ],
    },
    {
      type: 'p',
      text: 'The amounts vary by provider and product. If we receive a payment connected with credit assistance we give you, you can ask us how it is worked out and we will tell you, where the amount can reasonably be determined. Our staff are paid salaries and are not paid commissions based on the products you choose.',
    },
    { type: 'h2', text: 'Sponsored placements and conflicts of interest' },
    {
      type: 'p',
      text: "Because providers may pay us, we have arrangements to stop those payments from influencing what we show you. Sponsored placements are always labelled 'Sponsored' and never change our ranking: tables are sorted by the measure you choose. Our yearly cost estimates use the same method for every product, whether or not we have a commercial arrangement with the provider. Our editorial team decides what our guides say independently of our commercial relationships.",
    },
    { type: 'h2', text: 'Compensation arrangements' },
    {
      type: 'p',
      text: 'Our licensee is required by law to have arrangements in place to compensate consumers for loss or damage caused by breaches of its obligations, including in relation to services we provide as its credit representative.',
    },
    { type: 'h2', text: 'Your personal information' },
    {
      type: 'p',
      text: 'We handle your personal information in line with the Privacy Act 1988 and the Australian Privacy Principles. Our [privacy policy](/privacy/) explains what we collect, how we use it and how you can access or correct it.',
    },
    { type: 'h2', text: 'If you have a complaint' },
    {
      type: 'ol',
      items: [
        "**Contact us first.** E-mail help@staysmart.com.au and tell us what went wrong and how you'd like it fixed. Our [help page](/help/) has more detail. We'll acknowledge your complaint promptly, usually within one business day, and give you a final response within 30 calendar days. If we need longer, we'll tell you why.",
        "**If you're not satisfied,** or you haven't received a response within 30 days, you can contact the Australian Financial Complaints Authority (AFCA). AFCA provides fair and independent financial services complaint resolution that is free to consumers.",
      ],
    },
    {
      type: 'example',
      title: 'Australian Financial Complaints Authority (AFCA)',
      rows: [
        { label: 'Website', value: 'www.afca.org.au' },
        { label: 'Phone', value: '1800 931 678 (free call)' },
        { label: 'E-mail', value: 'info@afca.org.au' },
        { label: 'Mail', value: 'GPO Box 3, Melbourne VIC 3001' },
      ],
      note: 'Time limits may apply to complaints to AFCA, so act promptly. AFCA can tell you whether your complaint is within its time limits.',
    },
    {
      type: 'p',
      text: 'For complaints about how we have handled your personal information, see our [privacy policy](/privacy/), which explains how to contact the Office of the Australian Information Commissioner.',
    },
  ],
};
