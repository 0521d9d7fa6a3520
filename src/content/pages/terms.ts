import type { StaticPageContent } from '../guide-types';

export const termsPage: StaticPageContent = {
  title: 'Terms of use',
  description:
    'The terms that apply when you use the StaySmart website, including general information, data accuracy, your account, acceptable use and liability.',
  blocks: [
    {
      type: 'p',
      text: 'These terms apply to your use of the StaySmart website, operated by StaySmart Pty Ltd. By using the site you agree to them. If you do not agree, please do not use the site.',
    },
    { type: 'h2', text: 'General information only' },
    {
      type: 'p',
      text: "The information on StaySmart, including comparison tables, yearly cost estimates, offers and guides, is general information. It doesn't take into account your objectives, financial situation or needs and is not a recommendation that any product is right for you. Consider whether a product suits you, and read the provider's documents, before you apply. Our [Financial Services Guide](/fsg/) explains our services and how we are paid.",
    },
    { type: 'h2', text: 'Product data and estimates' },
    {
      type: 'p',
      text: 'Our product information comes from the data Australian banks publish under the Consumer Data Right, and each table shows the date the data was current. We take care when importing and presenting it, but we rely on providers for its accuracy, and products, rates and fees can change at any time. Estimates depend on the answers you give and on assumptions we explain alongside them. Always confirm details with the provider before acting.',
    },
    { type: 'h2', text: 'No guarantee of approval' },
    {
      type: 'p',
      text: "Showing a product or an offer doesn't mean you are eligible for it or will be approved. Providers make their own decisions under their own criteria. We are not a party to any agreement between you and a provider.",
    },
    { type: 'h2', text: 'Links to other websites' },
    {
      type: 'p',
      text: 'When you follow a link to a provider or partner, you leave our site. Their own terms and privacy policies apply there, and we are not responsible for their content, products or services. We may be paid when you click through or apply; sponsored placements are always labelled and never change our ranking. See our [about page](/about/).',
    },
    { type: 'h2', text: 'Your account' },
    {
      type: 'ul',
      items: [
        'You must be 18 or older to register.',
        'Give us accurate details and keep your e-mail address and mobile number up to date, because we use them to send your one-time sign-in codes.',
        "Keep your codes to yourself. You're responsible for activity on your account that results from you sharing a code.",
        'You can delete your account at any time. We may suspend or close an account that is used in breach of these terms.',
      ],
    },
    { type: 'h2', text: 'Acceptable use' },
    {
      type: 'p',
      text: 'You agree not to:',
    },
    {
      type: 'ul',
      items: [
        'use the site for anything unlawful, misleading or fraudulent',
        'try to gain unauthorised access to the site, other accounts or our systems, or interfere with how the site works',
        'copy, scrape or republish our content or data in bulk, or by automated means, without our written permission',
        'submit false information, including in surveys or registrations.',
      ],
    },
    { type: 'h2', text: 'Our content' },
    {
      type: 'p',
      text: "The site's design, text, guides and software belong to StaySmart or our licensors. You may view and print pages for your own personal, non-commercial use. Provider names and logos belong to their owners.",
    },
    { type: 'h2', text: 'Liability' },
    {
      type: 'p',
      text: 'Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded. Subject to that, and to the extent the law allows, we are not liable for any loss arising from your reliance on information on the site, from decisions you make about products, or from the site being unavailable, and where our liability cannot be excluded it is limited to supplying the relevant service again.',
    },
    { type: 'h2', text: 'Privacy' },
    {
      type: 'p',
      text: 'Our [privacy policy](/privacy/) explains how we handle your personal information.',
    },
    { type: 'h2', text: 'Changes to these terms' },
    {
      type: 'p',
      text: 'We may change these terms from time to time by publishing an updated version on this page. Continuing to use the site after a change means you accept the updated terms.',
    },
    { type: 'h2', text: 'Governing law and contact' },
    {
      type: 'p',
      text: 'These terms are governed by the laws of Australia. Questions about them can be sent to help@staysmart.com.au, or see our [help page](/help/).',
    },
  ],
};
