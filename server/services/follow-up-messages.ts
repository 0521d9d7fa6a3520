/**
 * Wording of the follow-up e-mails and notifications (reminders, alerts, check-ins). Plain text on
 * short lines, like the other messages (messages.ts). Every figure comes from the data the server
 * runs with when the message is written; the footer (unsubscribe link, sender) is added when it is
 * sent (jobs/deliver-follow-up.ts).
 */
import { formatCents, formatIsoDate } from '../../src/domain/format';
import type { BestOffer, DealSummary } from './deal-summary';

export interface FollowUpContent {
  subject: string;
  /** The e-mail's paragraphs and lines before the footer ('' for a blank line); long ones are wrapped when sent. */
  lines: string[];
  /** The in-app notification for a signed-in user. */
  notification: { kind: string; title: string; body: string };
}

/** A yearly estimate in whole dollars: `$1,746`. */
function dollars(cents: number): string {
  return formatCents(Math.round(cents / 100) * 100, { wholeDollarsIfRound: true });
}

function offerLine(label: string, offer: BestOffer | null, none: string): string {
  return offer
    ? `${label}: the ${offer.cardName} (${offer.providerName}) would save you about ` +
        `${dollars(offer.firstYearSavingCents)} in the first year.`
    : `${label}: ${none}`;
}

export interface ReminderFacts {
  firstName: string | null;
  remindOn: string;
  deal: DealSummary | null;
  /** Where the visitor checks their cards again. */
  checkUrl: string;
}

export function reminderContent(facts: ReminderFacts): FollowUpContent {
  const greeting = facts.firstName ? `Hi ${facts.firstName},` : 'Hi,';
  const { deal } = facts;
  const figures = deal
    ? [
        `On today's figures your cards cost you about ${dollars(deal.yearlyCostCents)} a year.`,
        '',
        offerLine('Stay', deal.bestStay, 'no other card at your bank costs you less.'),
        offerLine('Switch', deal.bestSwitch, 'no card elsewhere costs you less.'),
      ]
    : ['Tell us about your cards and we will work out what they cost you.'];
  const title =
    deal && (deal.bestStay || deal.bestSwitch)
      ? `You could save ${dollars(
          Math.max(deal.bestStay?.firstYearSavingCents ?? 0, deal.bestSwitch?.firstYearSavingCents ?? 0),
        )} in the first year`
      : 'Time to check your cards again';
  return {
    subject: 'Your StaySmart reminder: time to check your cards',
    lines: [
      greeting,
      '',
      `You asked us to remind you on ${formatIsoDate(facts.remindOn)} to check your credit cards again.`,
      '',
      ...figures,
      '',
      'Figures are worked out from the rates and fees the banks publish, for the way you told us you use your cards. Check them again, or change how you use them:',
      facts.checkUrl,
    ],
    notification: {
      kind: 'reminder',
      title,
      body: deal
        ? `Your cards cost you about ${dollars(deal.yearlyCostCents)} a year on today's figures. ` +
          [
            offerLine('Stay', deal.bestStay, 'nothing at your bank costs less.'),
            offerLine('Switch', deal.bestSwitch, 'nothing elsewhere costs less.'),
          ].join(' ')
        : 'You asked us to remind you to check your credit cards again.',
    },
  };
}
