/**
 * Wording of the follow-up e-mails and notifications (reminders, alerts, check-ins). Plain text on
 * short lines, like the other messages (messages.ts). Every figure comes from the data the server
 * runs with when the message is written; the footer (unsubscribe link, sender) is added when it is
 * sent (jobs/deliver-follow-up.ts). A message with a figure says the day the banks published it
 * (figures-date.ts), never "today", since the data is as old as its last refresh. Card and provider names come from our data; what the visitor
 * typed (a first name, the name of a card entered by hand) appears only as lib/quoted-free-text.ts
 * allows: a plain first name in the greeting, a card name quoted and link-free.
 */
import {
  COMPARISON_RATE_WARNING,
  HOME_LOAN_EXAMPLE_DESCRIPTION,
} from '../../src/domain/finance/comparison-rate';
import type { ChangeEntry } from '../../src/domain/changes/change-entry';
import { describeChange } from '../../src/domain/changes/describe-change';
import { formatCents, formatIsoDate, formatRate } from '../../src/domain/format';
import type { FiguresDates } from '../../src/domain/figures-date';
import { greeting } from '../lib/quoted-free-text';
import type { BestOffer, DealSummary } from './deal-summary';
import { figuresDateLine } from './figures-date';
import { type CurrentCard, currentCardPhrase } from './messages';
import type { SavingFound } from './savings-watch';

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
  /** The days the figures were published (figures-date.ts). */
  figuresDates: FiguresDates;
  /** Where the visitor checks their cards again. */
  checkUrl: string;
}

export function reminderContent(facts: ReminderFacts): FollowUpContent {
  const { deal } = facts;
  const figures = deal
    ? [
        `Your cards cost you about ${dollars(deal.yearlyCostCents)} a year.`,
        '',
        offerLine('Stay', deal.bestStay, 'no other card at your bank costs you less.'),
        offerLine('Switch', deal.bestSwitch, 'no card elsewhere costs you less.'),
        '',
        figuresDateLine(facts.figuresDates),
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
      greeting(facts.firstName),
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
        ? [
            `Your cards cost you about ${dollars(deal.yearlyCostCents)} a year.`,
            offerLine('Stay', deal.bestStay, 'nothing at your bank costs less.'),
            offerLine('Switch', deal.bestSwitch, 'nothing elsewhere costs less.'),
            figuresDateLine(facts.figuresDates),
          ].join(' ')
        : 'You asked us to remind you to check your credit cards again.',
    },
  };
}

export interface CheckInFacts {
  firstName: string;
  reference: string;
  providerName: string;
  fromCard: CurrentCard | null;
  toCard: string | null;
  checkUrl: string;
}

/** Two weeks after a product-transfer request: did it happen, and what to do if it did not. */
export function checkInContent(facts: CheckInFacts): FollowUpContent {
  const toCard = facts.toCard ? `the ${facts.toCard}` : 'your new card';
  const move = facts.fromCard ? `from ${currentCardPhrase(facts.fromCard)} to ${toCard}` : `to ${toCard}`;
  return {
    subject: `How did your card change go? (StaySmart request ${facts.reference})`,
    lines: [
      greeting(facts.firstName),
      '',
      `Two weeks ago you asked us to arrange a move ${move} at ${facts.providerName} (reference ${facts.reference}).`,
      '',
      `If it has happened, check that your next statement shows the annual fee and rates of ${toCard}.`,
      '',
      `If ${facts.providerName} has not been in touch, call them or use their app, quote your reference and ask to move to ${toCard}. It is a change of card at the same bank, so there is no new application.`,
      '',
      'Changed your mind, or want to see your options again? Check your cards:',
      facts.checkUrl,
    ],
    notification: {
      kind: 'check_in',
      title: `How did your move to ${toCard} go?`,
      body:
        `You asked ${facts.providerName} to move you ${move} two weeks ago (reference ${facts.reference}). ` +
        `If they have not been in touch, call them and quote your reference.`,
    },
  };
}

export interface ReferralFailureFacts {
  referralId: string;
  surveyId: string;
  providerName: string | null;
  attempts: number;
  error: string | null;
}

/** To staff, once, when a refinance referral has failed every retry. */
export function referralFailedContent(facts: ReferralFailureFacts): FollowUpContent {
  return {
    subject: `Refinance referral ${facts.referralId} failed ${facts.attempts} times`,
    lines: [
      `The refinance referral ${facts.referralId} (survey ${facts.surveyId}${facts.providerName ? `, ${facts.providerName}` : ''}) could not be delivered to the partner after ${facts.attempts} tries.`,
      '',
      `Last error: ${facts.error ?? 'none recorded'}`,
      '',
      'It will not be retried again on its own. See the jobs page in offer-qa.',
    ],
    notification: { kind: 'referral_failed', title: 'A refinance referral failed', body: facts.referralId },
  };
}

export interface SavingsAlertFacts {
  firstName: string | null;
  registeredOn: string;
  /** 'no_offers': nothing beat their deal then; 'to_be': they said what a better card would have. */
  kind: 'no_offers' | 'to_be';
  saving: SavingFound;
  /** The days the figures were published (figures-date.ts). */
  figuresDates: FiguresDates;
  checkUrl: string;
}

/** "A card would now save you $X a year", once per card per registration. */
export function savingsAlertContent(facts: SavingsAlertFacts): FollowUpContent {
  const { saving } = facts;
  const amount = dollars(saving.yearlySavingCents);
  const then =
    facts.kind === 'no_offers'
      ? `When you checked your cards on ${formatIsoDate(facts.registeredOn)}, no card beat your deal.`
      : `On ${formatIsoDate(facts.registeredOn)} you told us what a better card would have.`;
  const how =
    saving.offerType === 'Stay'
      ? `It is at ${saving.providerName}, your own bank, so you can ask them to move you to it: no new application.`
      : `It is at ${saving.providerName}: switching means applying for it and closing your current card.`;
  return {
    subject: `A card would now save you ${amount} a year`,
    lines: [
      greeting(facts.firstName),
      '',
      then,
      '',
      `The banks' figures have changed: the ${saving.cardName} would now save you about ${amount} a year, for the way you told us you use your cards. Your cards cost you about ${dollars(saving.yearlyCostCents)} a year.`,
      '',
      figuresDateLine(facts.figuresDates),
      '',
      how,
      '',
      'See it beside your other options:',
      facts.checkUrl,
    ],
    notification: {
      kind: 'savings_alert',
      title: `A card would now save you ${amount} a year`,
      body: `The ${saving.cardName} (${saving.providerName}) would save you about ${amount} a year. ${figuresDateLine(facts.figuresDates)}`,
    },
  };
}

export interface RateAlertFacts {
  firstName: string;
  offerType: 'Stay' | 'Switch';
  productName: string;
  providerName: string;
  rate: number;
  comparisonRate: number | null;
  /** Over the rest of the loan, fees, switching costs and cash back included. */
  totalSavingCents: number;
  yearlySavingCents: number;
  thresholdCents: number;
  /** The days the figures were published (figures-date.ts). */
  figuresDates: FiguresDates;
  checkUrl: string;
}

/** A home-loan rate alert: a loan would save at least the amount the visitor chose. */
export function rateAlertContent(facts: RateAlertFacts): FollowUpContent {
  const rate = formatRate(facts.rate);
  const comparison =
    facts.comparisonRate === null
      ? 'comparison rate not published'
      : `comparison rate ${formatRate(facts.comparisonRate)}*`;
  const where =
    facts.offerType === 'Stay'
      ? `${facts.providerName}, your own lender, has the ${facts.productName}`
      : `${facts.providerName} has the ${facts.productName}`;
  return {
    subject: `A home loan would save you about ${dollars(facts.yearlySavingCents)} a year`,
    lines: [
      greeting(facts.firstName),
      '',
      `You asked us to tell you when a home loan would save you at least ${dollars(facts.thresholdCents)} a year. The lenders' rates have changed, and one now does.`,
      '',
      `${where} at ${rate} (${comparison}). For the loan you told us about, it would save you about ${dollars(facts.yearlySavingCents)} a year on average: ${dollars(facts.totalSavingCents)} over the rest of your loan, with every fee, switching cost and cash back counted.`,
      '',
      figuresDateLine(facts.figuresDates, 'lenders'),
      '',
      'See the working and your other options:',
      facts.checkUrl,
      '',
      `* ${HOME_LOAN_EXAMPLE_DESCRIPTION}. ${COMPARISON_RATE_WARNING}`,
    ],
    notification: {
      kind: 'rate_alert',
      title: `A home loan would save you about ${dollars(facts.yearlySavingCents)} a year`,
      body: `${where} at ${rate} (${comparison}): about ${dollars(facts.totalSavingCents)} over the rest of your loan. ${figuresDateLine(facts.figuresDates, 'lenders')}`,
    },
  };
}

export interface CardUpdateFacts {
  cardName: string;
  /** The changes of one day to this card. */
  changes: readonly ChangeEntry[];
  /** What the saved cards cost a year now; null when they cannot be costed. */
  yearlyCostCents: number | null;
  /** The days the figures were published (figures-date.ts). */
  figuresDates: FiguresDates;
}

/** The in-app notification when a saved card's figures change. */
export function cardUpdateNotification(facts: CardUpdateFacts): FollowUpContent['notification'] {
  const what = facts.changes.map((entry) => `${describeChange(entry).summary}.`).join(' ');
  const cost =
    facts.yearlyCostCents === null
      ? ''
      : ` Your saved cards cost about ${dollars(facts.yearlyCostCents)} a year. ${figuresDateLine(facts.figuresDates)}`;
  return { kind: 'card_update', title: `Your ${facts.cardName} has changed`, body: `${what}${cost}` };
}
