/**
 * The savings alert's e-mail and notification. Only our own words and data: the account and bank
 * names come from the product data, the saver's own account is "your account" (it may have been
 * typed by hand), and no name the visitor typed is used.
 */
import { formatCents } from '../../src/domain/format';
import type { FiguresDates } from '../../src/domain/figures-date';
import type { BetterAccount } from './deposit-alerts';
import { figuresDateLine } from './figures-date';
import type { FollowUpContent } from './follow-up-messages';

export interface DepositAlertFacts {
  better: BetterAccount;
  thresholdCents: number;
  /** The days the figures were published (figures-date.ts). */
  figuresDates: FiguresDates;
  /** A signed link to the savings check with the figures of the day it is opened. */
  checkUrl: string;
}

/** A yearly figure in whole dollars: `$1,746`. */
function dollars(cents: number): string {
  return formatCents(Math.round(cents / 100) * 100, { wholeDollarsIfRound: true });
}

/** "An account would pay you $X more a year": once per account per alert. */
export function depositAlertContent(facts: DepositAlertFacts): FollowUpContent {
  const { better } = facts;
  const more = dollars(better.gainCents);
  const account = `${better.providerName} ${better.accountName}`;
  const how =
    better.offerType === 'Stay'
      ? `It is at ${better.providerName}, your own bank, so you can open it beside your account or ask them to move your savings to it.`
      : `It is at ${better.providerName}: switching means opening an account there and moving your savings.`;
  return {
    subject: `A savings account would pay you ${more} more a year`,
    lines: [
      'Hi,',
      '',
      `You asked us to tell you when a savings account you can open would pay you at least ${dollars(facts.thresholdCents)} more a year than yours. The banks' rates have changed, and one now does.`,
      '',
      `The ${account} would pay you about ${dollars(better.earnedCents)} in the next 12 months, ${more} more than your account's ${dollars(better.currentCents)}, for the balance, deposits and withdrawals you told us about.`,
      '',
      figuresDateLine(facts.figuresDates),
      '',
      how,
      '',
      'See it beside your other options, with the figures of the day you open it:',
      facts.checkUrl,
    ],
    notification: {
      kind: 'deposit_alert',
      title: `A savings account would pay you ${more} more a year`,
      body: `The ${account} would pay you about ${more} more a year than your account. ${figuresDateLine(facts.figuresDates)}`,
    },
  };
}
