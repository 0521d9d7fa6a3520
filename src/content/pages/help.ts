import type { StaticPageContent } from '../guide-types';

export const helpPage: StaticPageContent = {
  title: 'Help and frequently asked questions',
  description:
    'Answers about our estimates, comparison rates, signing in with a one-time code, deleting your account, notifications, sponsored labels and complaints.',
  blocks: [
    {
      type: 'p',
      text: "Can't find what you need? E-mail us at help@staysmart.com.au and we'll get back to you.",
    },
    { type: 'h2', text: 'How are my estimates worked out?' },
    {
      type: 'p',
      text: "For each card you tell us about, we estimate a yearly cost: the annual fee, plus the interest you're likely to pay based on the balance you carry, your repayments and the card's purchase rate, minus the value of the rewards you earn on your spending. We do the same for each offer, so you can see the saving, and we show the working. Fees and rates come from the product data banks publish under the Consumer Data Right, as at the date shown. Estimates are general information and only as accurate as the answers you give. [How it works](/how-it-works/) has a worked example.",
    },
    { type: 'h2', text: 'Why do you show a comparison rate?' },
    {
      type: 'p',
      text: "A comparison rate combines a loan's interest rate with most of its standard fees, so you can compare loans on a like-for-like basis. Lenders must show one alongside an advertised rate for most loans, calculated on a standard example: $150,000 over 25 years for home loans and $30,000 over 5 years for personal and car loans. It's true only for that example and may not include all fees and charges, so different amounts, terms or fees can give a different result. Our guide to [comparison rates](/news-and-guides/comparison-rates-explained/) explains more.",
    },
    { type: 'h2', text: 'How do I sign in with a one-time code?' },
    {
      type: 'ol',
      items: [
        'Select Sign in and enter the e-mail address or mobile number you registered with.',
        'We send you a one-time code.',
        'Enter the code on the sign-in screen. Each code works once and expires after a short time.',
      ],
    },
    {
      type: 'p',
      text: "There's no password to remember. We'll never ask you to tell us a code by phone or e-mail.",
    },
    { type: 'h2', text: "I didn't receive my code. What should I do?" },
    {
      type: 'ul',
      items: [
        'Wait a minute or two. SMS and e-mail can sometimes be delayed.',
        'Check your junk or spam folder for e-mailed codes.',
        'Check that the e-mail address or mobile number you entered is correct.',
        'Use the option to resend the code. Only the newest code will work, so use the one that arrives last.',
        'If your phone has poor reception, try again once you have a better signal.',
      ],
    },
    {
      type: 'p',
      text: "Still nothing? E-mail help@staysmart.com.au from the address you registered with and we'll help. If you no longer have access to your registered e-mail address or mobile number, tell us, and we'll verify your identity another way before making changes.",
    },
    { type: 'h2', text: 'How do I delete my account?' },
    {
      type: 'p',
      text: "Sign in and go to your account page, where you can ask us to delete your account, or e-mail help@staysmart.com.au from your registered address. Once your account is deleted, we delete or de-identify your personal information within a reasonable time, except records we're required by law to keep. Our [privacy policy](/privacy/) has the details.",
    },
    { type: 'h2', text: 'How do I manage notifications or unsubscribe?' },
    {
      type: 'p',
      text: "You'll see your notifications in your account when you're signed in. Every e-mail we send includes an unsubscribe link: select it and you'll stop receiving those e-mails. Changed your mind? You can resubscribe from the same link or from your account. Unsubscribing from marketing doesn't stop the one-time codes you need to sign in.",
    },
    { type: 'h2', text: "What does 'Sponsored' mean?" },
    {
      type: 'p',
      text: "A provider has paid for that placement. Sponsored placements are always labelled, and they never change our ranking: tables are sorted by the measure you choose, and a product doesn't move up or down because it's sponsored. We may also be paid when you click through to a provider or apply. Read more on our [about page](/about/) and in our [Financial Services Guide](/fsg/).",
    },
    { type: 'h2', text: 'Where do your rates come from?' },
    {
      type: 'p',
      text: 'From the product data Australian banks publish under the Consumer Data Right. We import it regularly, and every table shows the date the data was current. Always confirm details with the provider before you apply.',
    },
    { type: 'h2', text: 'Does using StaySmart affect my credit score?' },
    {
      type: 'p',
      text: "No. Comparing products and using our survey doesn't involve a credit check. If you apply for a product with a provider, the provider will usually check your credit report, and that enquiry may be recorded on your file.",
    },
    { type: 'h2', text: 'How do I make a complaint?' },
    {
      type: 'ol',
      items: [
        "E-mail help@staysmart.com.au, tell us what happened and what you'd like us to do. We'll acknowledge your complaint promptly and give you a final response within 30 calendar days.",
        "If you're not satisfied with our response, you can contact the Australian Financial Complaints Authority (AFCA): www.afca.org.au, 1800 931 678, info@afca.org.au, or GPO Box 3, Melbourne VIC 3001.",
        "For complaints about how we've handled your personal information, you can also contact the Office of the Australian Information Commissioner (OAIC): www.oaic.gov.au or 1300 363 992.",
      ],
    },
    {
      type: 'p',
      text: 'If your complaint is about a product or a decision made by a bank or lender, contact that provider first. It must have its own complaints process.',
    },
  ],
};
