/**
 * The words of a maturity reminder (jobs/maturity-reminders.ts), by e-mail or by text. Every figure
 * is worked out again from the data the server runs with when it is written, and the message says
 * the day the banks published the rates. Bank and product names come from our data, the amounts
 * and dates from numbers the check holds: no text the visitor typed appears in it.
 */
import type { TermDepositCheckAnswer } from '../../src/api/deposit-checks';
import type { DepositTerm } from '../../src/domain/deposits/term-deposit-check';
import { formatCents, formatIsoDate, formatRate, formatTermMonths } from '../../src/domain/format';
import type { FollowUpContent } from './follow-up-messages';

export interface MaturityReminderFacts {
  answer: TermDepositCheckAnswer;
  /** Where the visitor sees the check again with the figures of the day they open it. */
  checkUrl: string;
}

function termText(term: DepositTerm): string {
  return term.unit === 'months'
    ? formatTermMonths(term.length)
    : `${term.length} ${term.length === 1 ? 'day' : 'days'}`;
}

function whenItMatures(answer: TermDepositCheckAnswer): string {
  const on = formatIsoDate(answer.maturityDate);
  return answer.daysToMaturity === 1 ? `tomorrow, ${on}` : `on ${on}, in ${answer.daysToMaturity} days`;
}

function rolloverLine(answer: TermDepositCheckAnswer): string {
  const { rollover } = answer;
  const term = termText(answer.term);
  if (!rollover)
    return `${answer.providerName} publishes no rate for ${term} and this amount: ask the bank what it would pay before the deposit rolls over.`;
  const gain = rollover.gainCents;
  const difference =
    gain < 0
      ? `${formatCents(-gain)} less than it earns now`
      : gain > 0
        ? `${formatCents(gain)} more than it earns now`
        : 'the same as it earns now';
  return `If it rolls over at ${answer.providerName}'s published rate of ${formatRate(rollover.rate)}, it would earn ${formatCents(rollover.interestCents)} over another ${term}: ${difference}.`;
}

function bestElsewhereLine(answer: TermDepositCheckAnswer): string | null {
  const [best] = answer.bestElsewhere;
  if (!best) return null;
  return `The best rate elsewhere for ${termText(answer.term)} is ${formatRate(best.rate)} (${best.providerName} ${best.productName}): ${formatCents(best.interestCents)} on ${formatCents(answer.amountCents)}.`;
}

function graceLine(answer: TermDepositCheckAnswer): string {
  const { gracePeriod } = answer;
  return gracePeriod.lastDay
    ? `${gracePeriod.text} The grace period ends on ${formatIsoDate(gracePeriod.lastDay)}.`
    : gracePeriod.text;
}

function publishedLine(answer: TermDepositCheckAnswer): string | null {
  return answer.figuresDate
    ? `Rates as the banks published them on ${formatIsoDate(answer.figuresDate)}.`
    : null;
}

/** The e-mail (and, for a signed-in visitor, the notification). */
export function maturityReminderContent({ answer, checkUrl }: MaturityReminderFacts): FollowUpContent {
  const deposit = `Your ${formatCents(answer.amountCents)} term deposit with ${answer.providerName}`;
  const elsewhere = bestElsewhereLine(answer);
  const published = publishedLine(answer);
  const title = `Your term deposit matures on ${formatIsoDate(answer.maturityDate)}`;
  return {
    subject: `${title}: what to do before it rolls over`,
    lines: [
      'Hello,',
      '',
      `${deposit} matures ${whenItMatures(answer)}.`,
      `At ${formatRate(answer.rate)} for ${termText(answer.term)} it earns ${formatCents(answer.interestCents)}.`,
      '',
      rolloverLine(answer),
      ...(elsewhere ? [elsewhere] : []),
      '',
      graceLine(answer),
      ...(published ? ['', published] : []),
      '',
      'See your deposit with the latest figures:',
      checkUrl,
    ],
    notification: {
      kind: 'maturity_reminder',
      title,
      body: [
        `${deposit} matures ${whenItMatures(answer)}.`,
        rolloverLine(answer),
        elsewhere,
        graceLine(answer),
      ]
        .filter(Boolean)
        .join(' '),
    },
  };
}

/** The text: a few short lines, then the link to the check (the link to stop them is added when sent). */
export function maturityReminderText({ answer, checkUrl }: MaturityReminderFacts): FollowUpContent {
  const best = answer.bestElsewhere[0];
  const content = maturityReminderContent({ answer, checkUrl });
  return {
    ...content,
    lines: [
      `StaySmart: your ${formatCents(answer.amountCents)} term deposit with ${answer.providerName} matures ${whenItMatures(answer)}.`,
      answer.rollover
        ? `Rolling over at ${formatRate(answer.rollover.rate)} would earn ${formatCents(answer.rollover.interestCents)}.`
        : '',
      best ? `Best elsewhere: ${formatRate(best.rate)} (${best.providerName}).` : '',
      `Latest figures: ${checkUrl}`,
    ],
  };
}
