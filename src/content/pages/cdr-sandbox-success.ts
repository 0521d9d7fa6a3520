import type { StaticPageContent } from '../guide-types';

export const cdrSandboxSuccessPage: StaticPageContent = {
  title: 'Test connection successful',
  description:
    'Your test connection in the Consumer Data Right sandbox worked. It used a test consent and test data only; no real bank data was shared.',
  blocks: [
    {
      type: 'p',
      text: 'Thanks. The test connection to the Consumer Data Right (CDR) sandbox completed successfully.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: '**This was a sandbox test, not a real connection.** The consent you just gave was a test consent in a test environment that simulates a bank. **No real bank data was shared**, and nothing in your real bank accounts was accessed or changed.',
    },
    { type: 'h2', text: 'What happens next' },
    {
      type: 'ul',
      items: [
        "There's nothing more you need to do.",
        'We use the result only to check that the connection process works as it should.',
        "The test consent doesn't give anyone access to your real accounts, and it has no effect on your bank or your credit file.",
        'You can close this page or return to comparing products.',
      ],
    },
    { type: 'h2', text: 'If we offer real data sharing in future' },
    {
      type: 'p',
      text: 'Before any real data was shared, we would ask for your consent clearly: what data, what for and for how long. You would confirm the sharing with your own bank, on its own website or app, and you could withdraw your consent at any time. Our guide to [open banking and your data](/news-and-guides/open-banking-consumer-data-right/) explains how it works, and our [privacy policy](/privacy/) explains how we handle your information.',
    },
    {
      type: 'p',
      text: 'Questions? Visit our [help page](/help/).',
    },
  ],
};
