/**
 * The home-loan check kept in the browser, so a reload, a failed call or a trip away and back
 * never loses what the visitor typed. The loan figures and the survey go to localStorage (an offer
 * opened in a new tab still finds them); the contact details of a verified registration only to
 * sessionStorage, so they leave with the tab on a shared computer.
 */
import {
  isObject,
  keepSaved,
  type ObservedStore,
  parseStored,
  readKept,
  writeKept,
} from '../../lib/kept-state';
import { isMemberGroup } from '../../domain/eligibility/member-groups';
import { HOME_LOAN_CONTACT_STORAGE_KEY, HOME_LOAN_JOURNEY_STORAGE_KEY } from '../../lib/kept-journeys';
import { safeSessionStorage } from '../../lib/storage';
import type {
  HomeLoanJourneyState,
  PartnerReferral,
  ReferralHandOver,
  StoredRegistration,
} from './journey-state';
import { type LoanDraft, newLoanDraft } from './loan-draft';

export const JOURNEY_STORAGE_KEY = HOME_LOAN_JOURNEY_STORAGE_KEY;
export const CONTACT_STORAGE_KEY = HOME_LOAN_CONTACT_STORAGE_KEY;
const VERSION = 1;

/** The saved draft over the defaults, taking only fields of the right type. */
function restoreDraft(saved: unknown): LoanDraft {
  if (!isObject(saved)) return newLoanDraft;
  const draft: Record<string, unknown> = { ...newLoanDraft };
  for (const [key, fallback] of Object.entries(newLoanDraft)) {
    const value = saved[key];
    const fits =
      key === 'providerId'
        ? value === null || typeof value === 'string'
        : key === 'purpose'
          ? value === null || value === 'owner-occupier' || value === 'investment'
          : typeof value === typeof fallback;
    if (value !== undefined && fits) {
      draft[key] = value;
    }
  }
  return draft as unknown as LoanDraft;
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.find((item) => item === value) ?? null;

/** A saved hand-over with every field of the right kind; null otherwise (the confirmation then says less). */
function restoreHandOver(saved: unknown): ReferralHandOver | null {
  if (!isObject(saved) || !isObject(saved.broker)) return null;
  const { legalName, creditLicence } = saved.broker;
  if (typeof legalName !== 'string' || typeof creditLicence !== 'string') return null;
  if (typeof saved.mobileNumber !== 'string') return null;
  return {
    broker: { legalName, creditLicence },
    method: oneOf(saved.method, ['email', 'phone'] as const),
    bestTime: oneOf(saved.bestTime, ['morning', 'afternoon', 'evening', 'any'] as const),
    mobileNumber: saved.mobileNumber,
    confirmation: oneOf(saved.confirmation, ['email', 'sms'] as const),
  };
}

/** The saved referrals that have a referral id and, if any, an acceptance time. */
function restoreReferrals(saved: unknown): Record<string, PartnerReferral> {
  if (!isObject(saved)) return {};
  const referrals: Record<string, PartnerReferral> = {};
  for (const [offerId, value] of Object.entries(saved)) {
    if (!isObject(value) || typeof value.referralId !== 'string') continue;
    referrals[offerId] = {
      referralId: value.referralId,
      acceptedAt: typeof value.acceptedAt === 'string' ? value.acceptedAt : null,
      handOver: restoreHandOver(value.handOver),
    };
  }
  return referrals;
}

/** The state saved last time, or `initial` where nothing (usable) was saved. */
export function restoreHomeLoanJourney(initial: HomeLoanJourneyState): HomeLoanJourneyState {
  const saved = readKept(JOURNEY_STORAGE_KEY, VERSION);
  const contact = parseStored(safeSessionStorage.get(CONTACT_STORAGE_KEY));
  if (saved === null) return initial;
  const surveyId = typeof saved.surveyId === 'string' ? saved.surveyId : null;
  const registration =
    isObject(contact) && surveyId !== null && contact.surveyId === surveyId
      ? (contact as unknown as StoredRegistration)
      : null;
  return {
    draft: restoreDraft(saved.draft),
    surveyId,
    current: isObject(saved.current) ? (saved.current as unknown as HomeLoanJourneyState['current']) : null,
    summary: isObject(saved.summary) ? (saved.summary as unknown as HomeLoanJourneyState['summary']) : null,
    warnings: Array.isArray(saved.warnings) ? (saved.warnings as HomeLoanJourneyState['warnings']) : [],
    registration,
    hiddenOffers: Array.isArray(saved.hiddenOffers)
      ? saved.hiddenOffers.filter((id): id is string => typeof id === 'string')
      : [],
    accepted: isObject(saved.accepted) ? (saved.accepted as HomeLoanJourneyState['accepted']) : {},
    referrals: restoreReferrals(saved.referrals),
    memberGroups: Array.isArray(saved.memberGroups) ? saved.memberGroups.filter(isMemberGroup) : [],
    serverResumeDone: true,
  };
}

export function saveHomeLoanJourney(state: HomeLoanJourneyState): void {
  const { registration, serverResumeDone, ...rest } = state;
  void serverResumeDone;
  writeKept(JOURNEY_STORAGE_KEY, VERSION, rest);
  if (registration) safeSessionStorage.set(CONTACT_STORAGE_KEY, JSON.stringify(registration));
  else safeSessionStorage.remove(CONTACT_STORAGE_KEY);
}

/** Saves the journey whenever it changes (and only then: other slices' updates cost nothing). */
export function keepHomeLoanJourneySaved<State>(
  store: ObservedStore<State>,
  select: (state: State) => HomeLoanJourneyState,
): () => void {
  return keepSaved(store, select, saveHomeLoanJourney);
}
