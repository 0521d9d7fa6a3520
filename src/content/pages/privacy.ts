import type { StaticPageContent } from '../guide-types';

export const privacyPage: StaticPageContent = {
  title: 'Privacy policy',
  description:
    'How StaySmart collects, uses, stores and protects your personal information under the Privacy Act 1988, and how to access it, correct it or complain.',
  blocks: [
    {
      type: 'p',
      text: 'StaySmart Pty Ltd ("StaySmart", "we", "us") respects your privacy. This policy explains how we handle personal information in line with the Privacy Act 1988 and the Australian Privacy Principles (APPs). It applies to our website and the services we provide through it.',
    },
    { type: 'h2', text: 'What we collect' },
    {
      type: 'ul',
      items: [
        '**Visit and usage events.** When you use the site we record what you do on it: pages viewed, buttons and links selected, searches, survey steps, and errors. With these we record technical details such as your browser and device type, screen size, the page that referred you, a random visit identifier and a random browser identifier stored in your browser.',
        '**Survey answers.** The cards you hold and how you use them (monthly spend, monthly repayment and balance carried), details about your current home loan if you use our home loan check, and the offers you choose.',
        "**Registration details.** If you register, your first name, last name, e-mail address and mobile number, plus your notification preferences and a history of your account's events.",
        '**Messages.** What you tell us when you contact us, including complaints.',
      ],
    },
    {
      type: 'p',
      text: "We don't ask for your bank login or passwords, and we don't need your tax file number. Please don't send us that kind of information. You can use most of the site without telling us who you are; you only need to give your name and contact details if you register.",
    },
    { type: 'h2', text: 'One-time codes' },
    {
      type: 'p',
      text: "We verify your e-mail address and mobile number, and sign you in, with one-time codes sent by e-mail or SMS. A code can be used once and expires after a short time. We will never ask you to read a code out to us over the phone or send it to us by e-mail. Don't share your codes with anyone.",
    },
    { type: 'h2', text: 'Cookies and similar technologies' },
    {
      type: 'ul',
      items: [
        '**Session cookie.** Keeps you signed in and links the pages you view within a visit. Without it, you cannot sign in.',
        '**XSRF-TOKEN cookie.** A security cookie that helps protect your account against cross-site request forgery, where another website tries to send requests to ours in your name.',
        '**Browser storage.** We store a random browser identifier and some site data in your browser so the site works quickly and consistently.',
        '**Analytics.** We use analytics tools to understand how the site is used overall and to improve it.',
      ],
    },
    {
      type: 'p',
      text: 'You can block or delete cookies in your browser settings, but parts of the site, including signing in, will not work without the session and XSRF-TOKEN cookies.',
    },
    { type: 'h2', text: 'How we use your information' },
    {
      type: 'ul',
      items: [
        'to work out estimates and show you comparisons and offers',
        'to create and secure your account and sign you in',
        'to send you notifications you have asked for, such as when a better offer appears',
        'to understand how the site is used, fix problems and improve our service',
        'to keep track of referrals to providers, which is how we are paid',
        'to prevent fraud and misuse, and to meet our legal obligations.',
      ],
    },
    {
      type: 'p',
      text: "We only send you marketing messages if you've agreed to receive them, and every message includes a way to unsubscribe.",
    },
    { type: 'h2', text: 'Who we share it with' },
    {
      type: 'ul',
      items: [
        '**Service providers** who help us run the site, such as hosting, e-mail and SMS delivery, and analytics. They may only use the information to provide their services to us.',
        "**Providers you choose.** When you click through to a provider, we pass a reference so the provider can tell us whether the referral led to an application or a new product. We don't send your survey answers or contact details to a provider unless you ask us to, for example when you ask to be put in touch with a home loan refinance partner and agree to share your details.",
        '**Others where the law requires or allows it,** such as regulators or law enforcement.',
      ],
    },
    {
      type: 'p',
      text: "We don't sell your personal information. Some of our service providers may store or process information outside Australia. Where that happens, we take reasonable steps, as the APPs require, to make sure your information is handled consistently with Australian privacy law.",
    },
    { type: 'h2', text: 'How we protect it and how long we keep it' },
    {
      type: 'p',
      text: 'We use technical and organisational safeguards, including encrypted connections, access controls and one-time codes instead of passwords, to protect your information from misuse, loss and unauthorised access.',
    },
    {
      type: 'p',
      text: 'We keep personal information only for as long as we need it for the purposes described here or to meet our legal obligations. One-time codes are kept only until they are used or expire. If you delete your account, we delete or de-identify your personal information within a reasonable time, except for records we are required by law to keep.',
    },
    { type: 'h2', text: 'Access and correction' },
    {
      type: 'p',
      text: "You can ask for a copy of the personal information we hold about you, and ask us to correct it if it's wrong, out of date or incomplete. You can update your name and contact details yourself in your account, or e-mail help@staysmart.com.au. We'll need to confirm who you are, and we'll usually respond within 30 days. If we refuse a request, we'll tell you why and how to complain.",
    },
    { type: 'h2', text: 'Complaints' },
    {
      type: 'ol',
      items: [
        "Contact us first at help@staysmart.com.au with details of your concern. We'll respond within 30 days.",
        "If you're not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC): www.oaic.gov.au or 1300 363 992.",
      ],
    },
    { type: 'h2', text: 'Changes to this policy' },
    {
      type: 'p',
      text: "We may update this policy from time to time. The current version is always on this page. If a change significantly affects how we handle your information, we'll let registered users know. Questions? See our [help page](/help/).",
    },
  ],
};
