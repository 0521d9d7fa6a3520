import { RECORD_RETENTION_DAYS, retentionText } from '../../domain/record-retention';
import type { StaticPageContent } from '../guide-types';

const actionsKept = retentionText(RECORD_RETENTION_DAYS.trackedActions);
const visitDetailsKept = retentionText(RECORD_RETENTION_DAYS.visitDetails);
const errorReportsKept = retentionText(RECORD_RETENTION_DAYS.errorReports);

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
        '**What you do on the site, and how fast it works for you.** See "What we record as you use the site" below.',
        '**Survey answers.** The cards you hold and how you use them (monthly spend, monthly repayment and balance carried), details about your current home loan if you use our home loan check, and the offers you choose.',
        "**Registration details.** If you register, your first name, last name, e-mail address and mobile number, plus your notification preferences and a history of your account's events.",
        '**Messages.** What you tell us when you contact us, including complaints.',
      ],
    },
    {
      type: 'p',
      text: "We don't ask for your bank login or passwords, and we don't need your tax file number. Please don't send us that kind of information. You can use most of the site without telling us who you are; you only need to give your name and contact details if you register.",
    },
    { type: 'h2', text: 'What we record as you use the site' },
    {
      type: 'p',
      text: "The site records how it is used with its own code, sent only to our own server. We don't use Google Analytics, a tag manager, advertising pixels or any other third party's analytics: nothing you do here is passed to an analytics or advertising company. This is what we record:",
    },
    {
      type: 'ul',
      items: [
        "**What you do.** The pages you open, the links and buttons you choose, what you search for on the site, the steps of the card and home-loan checks, figures you change in a calculator or a table, and whether you go back or forward. Each comes with the page's address and the time. Your browser sends them to our server every few seconds, and keeps those not yet sent until they are.",
        '**How fast the site works for you.** How long the page took to show, to respond to a tap and to settle (the "web vitals").',
        '**Your visit.** Your browser and device type, your screen size, the page that sent you here and any campaign labels in the address you came by (such as utm_source), with a random visit number and a random browser number kept in your browser. If you sign in, your visits are linked to your account.',
        "**Errors.** When something goes wrong on a page, the error's message, where in our code it happened, the page's address, your browser type and your visit number, so that we can fix it. Your browser may also tell us when our security policy blocked something on a page.",
      ],
    },
    {
      type: 'p',
      text: `We keep what you do and your speed measurements for ${actionsKept}, your visit's technical details for ${visitDetailsKept} after the visit, and error reports for ${errorReportsKept}; then they are deleted. We use them only to see how the site is used, to find what is slow or broken, and to improve it; we don't use them to advertise to you, and we don't sell or share them.`,
    },
    {
      type: 'p',
      text: 'You can turn the recording of what you do and of your speed measurements off, with the switch at the end of this page: your browser then records nothing more, deletes what it had not yet sent, and no longer tells us which page or campaign brought you here. If your browser sends the Global Privacy Control signal, recording is off already. Error reports still come to us, and so does what you send us yourself, such as a check of your card.',
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
        "**Browser storage.** We keep a random browser number, your choice about recording, the checks you have made (so a reload or a return visit shows them) and the actions not yet sent to our server in your browser's storage. Clearing this site's data in your browser removes them.",
        '**No other cookies.** We set no advertising or analytics cookies, and no other company sets cookies through our site.',
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
        '**Service providers** who help us run the site, such as hosting, e-mail and SMS delivery. They may only use the information to provide their services to us.',
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
