import type { Guide } from '../guide-types';

export const openBankingConsumerDataRight: Guide = {
  slug: 'open-banking-consumer-data-right',
  title: 'Open banking and your data: how the Consumer Data Right works',
  description:
    "Who runs Australia's Consumer Data Right, how consent works, how to check a data recipient and withdraw consent, and how public product data is used.",
  category: 'open-banking',
  published: '2026-08-19',
  factsChecked: '2026-11-22',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [
    {
      type: 'p',
      text: 'Open banking is the everyday name for the Consumer Data Right (CDR) in banking. It gives you the right to have your bank share data about you, such as your accounts, balances and transactions, with a business you choose, securely and only with your consent. It also requires banks to publish information about their products in a standard, public format. That second part is less well known, but it is where the rates on our site come from.',
    },
    { type: 'h2', text: 'Who runs the Consumer Data Right' },
    {
      type: 'ul',
      items: [
        '**Treasury** leads CDR policy and advises the government on the rules. It also houses the Data Standards Body, which sets the technical standards that banks and data recipients must follow.',
        '**The Australian Competition and Consumer Commission (ACCC)** accredits businesses that want to receive CDR data, keeps the register of participants, and monitors and enforces compliance with the rules.',
        '**The Office of the Australian Information Commissioner (OAIC)** regulates the privacy and confidentiality of CDR data and handles complaints from people about how their CDR data has been treated.',
      ],
    },
    {
      type: 'p',
      text: 'The official CDR website, cdr.gov.au, explains the scheme for consumers and lists the businesses taking part.',
    },
    { type: 'h2', text: 'Data holders and accredited data recipients' },
    {
      type: 'p',
      text: 'Your bank is a **data holder**: it holds data about you and must share it when you direct it to, through secure systems built to the CDR standards. The business that receives it is an **accredited data recipient**: it has been accredited by the ACCC and must meet strict security and privacy obligations for as long as it holds your data. Some businesses take part as representatives of an accredited recipient. In that case they must tell you which accredited business is responsible for your data.',
    },
    { type: 'h2', text: 'How consent works' },
    {
      type: 'ol',
      items: [
        "**The recipient asks for your consent.** It must tell you what data it wants, what it will use the data for, and for how long. Ongoing sharing can last no more than 12 months before you're asked again. It must also tell you what will happen to your data when the consent ends.",
        "**You're sent to your bank to confirm.** You authorise the sharing on your bank's own website or app, usually with a one-time password the bank sends you. You never give your banking password to the recipient.",
        '**You choose the accounts.** Your bank shows you what will be shared and lets you pick which accounts are included.',
        '**Sharing runs for the period you agreed.** When it ends, or if you withdraw earlier, the data stops flowing.',
      ],
    },
    {
      type: 'example',
      title: 'What a consent request should tell you: an illustration',
      rows: [
        {
          label: 'Who is asking',
          value:
            'The business name, and the accredited recipient responsible if that is a different business',
        },
        {
          label: 'What data',
          value: 'For example: account names and balances, and 12 months of transactions',
        },
        { label: 'Why', value: 'For example: to estimate what your current credit card costs you' },
        {
          label: 'How long',
          value: 'A one-off collection, or ongoing sharing for a stated period of up to 12 months',
        },
        {
          label: 'What happens afterwards',
          value: 'Whether your data will be deleted or de-identified when it is no longer needed',
        },
      ],
    },
    { type: 'h2', text: 'How to withdraw consent' },
    {
      type: 'p',
      text: 'You can stop sharing at any time, at either end. The recipient must give you a dashboard showing your active consents, with a way to withdraw them. Your bank must also give you a dashboard, usually in internet or app banking, where you can see and stop each data-sharing arrangement. Withdrawing at either end stops new data flowing. Under the rules, a recipient must deal with data it no longer needs by deleting or de-identifying it, and you can ask for it to be deleted.',
    },
    { type: 'h2', text: 'Check who you are dealing with' },
    {
      type: 'ul',
      items: [
        'Look the business up on the register of participants on cdr.gov.au before you consent.',
        'Be wary of any service that asks for your internet banking username and password. That is not how the CDR works, those services sit outside its protections, and handing over your password can affect your protection if something goes wrong.',
        'Only consent to share the data the service genuinely needs for what you want it to do.',
      ],
    },
    { type: 'h2', text: 'Public product data: the part anyone can read' },
    {
      type: 'p',
      text: "Alongside customer data, the CDR requires banks to publish details of the products they offer, such as interest rates, comparison rates, fees, features and eligibility, through public, standardised interfaces. This product data isn't personal information, so no consent is involved. Anyone can read it, and it means every bank's products can be compared in the same format.",
    },
    {
      type: 'p',
      text: "That is where StaySmart's rates come from. We import the product data Australian banks publish under the CDR, and every table on our site shows the date the data was current. If a bank's published data is wrong or out of date, our table will be too until the bank corrects it and we import it again, so always confirm the details with the provider before you apply. You can read more on our [about page](/about/).",
    },
    { type: 'h2', text: 'If something goes wrong' },
    {
      type: 'ol',
      items: [
        'Contact the business involved first: your bank, or the data recipient. Both must have a complaints process.',
        'If that does not resolve it, banks and accredited recipients must belong to an external dispute resolution scheme; for banking, that is the Australian Financial Complaints Authority (AFCA).',
        'For concerns about how your CDR data has been handled, you can also complain to the OAIC.',
      ],
    },
    {
      type: 'p',
      text: 'Our [privacy policy](/privacy/) explains what information StaySmart collects about you and how we handle it.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'This guide is general information about the Consumer Data Right and is not legal advice. The rules and the list of participants change over time; cdr.gov.au has the current position.',
    },
  ],
};
