import { type EnteredCardFigures, enteredCardProblems } from '../../src/domain/cards/entered-card';
import { visitorEarnRateProblem } from '../../src/domain/cards/rewards';
import { badRequest } from '../lib/api-error';
import { dollarsToCents } from '../lib/dollars';
import { requireEmail } from '../lib/contact-input';
import { recordJourneyEvent } from '../services/journey-history';
import { reportMissingProduct } from '../services/missing-products';
import { requestVisitId } from '../services/request-visit';
import { cleanTypedText, ENTERED_FIELDS, readProvider } from '../services/survey-cards';
import { addMissingProduct } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

/**
 * A card the visitor holds that is not in our list, recorded for staff (offer-qa), with whatever
 * figures the visitor gave: the survey takes the same figures to cost the card meanwhile.
 * `provider_id` (one of ours) or `provider_name` (free text) is needed; with both, our name wins.
 */
export const addMissingProductRoute = defineContractRoute(addMissingProduct, {
  session: 'required',
  rateLimit: 'write',
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
