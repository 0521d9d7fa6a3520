import { type EnteredCardFigures, enteredCardProblems } from '../../src/domain/cards/entered-card';
import { visitorEarnRateProblem } from '../../src/domain/cards/rewards';
import { badRequest } from '../lib/api-error';
import { dollarsToCents } from '../lib/dollars';
import { requireEmail } from '../lib/contact-input';
import { recordJourneyEvent } from '../services/journey-history';
import { reportMissingProduct } from '../services/missing-products';
import { requestVisitId } from '../services/request-visit';
import { cleanTypedText, ENTERED_FIELDS, readProvider } from '../services/survey-cards';
import { earnRateField, emailField, enteredCardFields, orNull } from './card-journey-fields';
import { bodySchema, defineRoute } from './define-route';

interface MissingProductBody {
  visit_id?: string | null;
  provider_id?: string | null;
  provider_name?: string | null;
  card_name: string;
  annual_fee?: number | null;
  purchase_rate?: number | null;
  interest_free_days?: number | null;
  reward_program_id?: number | null;
  earn_rate?: number | null;
  email?: string | null;
}

/**
 * A card the visitor holds that is not in our list, recorded for staff (offer-qa), with whatever
 * figures the visitor gave: the survey takes the same figures to cost the card meanwhile.
 * `provider_id` (one of ours) or `provider_name` (free text) is needed; with both, our name wins.
 */
export const addMissingProductRoute = defineRoute<MissingProductBody, Record<string, never>, 'required'>({
  path: '/addMissingProduct/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    {
      // The figures of a survey's entered card, each optional here: staff want whatever is known.
      provider_id: enteredCardFields.provider_id,
      provider_name: enteredCardFields.provider_name,
      card_name: enteredCardFields.card_name,
      annual_fee: orNull(enteredCardFields.annual_fee),
      purchase_rate: orNull(enteredCardFields.purchase_rate),
      interest_free_days: orNull(enteredCardFields.interest_free_days),
      reward_program_id: orNull(enteredCardFields.reward_program_id),
      earn_rate: earnRateField,
      email: { ...emailField, type: ['string', 'null'] },
    },
    ['card_name'],
  ),
  handler: async ({ ctx, session, body, now }) => {
    const { providerId, providerName } = readProvider(ctx.cardJourney, body, '');
    const cardName = cleanTypedText(body.card_name, 'card_name');
    const figures: Partial<EnteredCardFigures> = {
      annualFeeCents:
        body.annual_fee === null || body.annual_fee === undefined
          ? undefined
          : dollarsToCents(body.annual_fee, 'annual_fee'),
      purchaseRate: body.purchase_rate ?? undefined,
      interestFreeDays: body.interest_free_days ?? undefined,
      rewardProgramId: body.reward_program_id ?? undefined,
    };
    const [problem] = enteredCardProblems(figures, ctx.cardJourney.catalogue.programs);
    if (problem) throw badRequest(`"${ENTERED_FIELDS[problem.field]}": ${problem.message}.`);
    if (body.earn_rate !== null && body.earn_rate !== undefined) {
      const earns = { rewards: (body.reward_program_id ?? 0) !== 0, earnRate: null };
      const earnProblem = visitorEarnRateProblem(earns, body.earn_rate);
      if (earnProblem) throw badRequest(`"earn_rate": ${earnProblem}.`);
    }
    const visitId = await requestVisitId(ctx.db, session, body.visit_id);
    const reference = await reportMissingProduct(
      ctx.db,
      {
        visitId,
        browserId: session.browserId,
        userId: session.userId,
        providerId,
        providerName,
        cardName,
        annualFeeCents: figures.annualFeeCents ?? null,
        purchaseRate: figures.purchaseRate ?? null,
        interestFreeDays: figures.interestFreeDays ?? null,
        rewardProgramId: figures.rewardProgramId ?? null,
        earnRate: body.earn_rate ?? null,
        email: body.email ? requireEmail(body.email) : null,
      },
      now,
    );
    await recordJourneyEvent(
      ctx.db,
      session.userId,
      {
        kind: 'missing_product_reported',
        description: `Told us about a card we did not list: ${cardName} (${providerName})`,
        data: { reference, provider_id: providerId, provider_name: providerName, card_name: cardName },
      },
      now,
    );
    return { reference };
  },
});
