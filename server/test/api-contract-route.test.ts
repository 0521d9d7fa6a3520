import { Type } from '@sinclair/typebox';
import { defineContract, requestBody } from '../../src/api/contract';
import { ApiError } from '../lib/api-error';
import { defineContractRoute, type HandlerInput } from '../routes/define-route';

const contract = defineContract({
  path: '/getExample/',
  request: requestBody({ offer_id: Type.String({ description: 'an offer id' }) }),
  response: Type.Object({ saving_cents: Type.Integer() }),
});

const input = { body: { offer_id: 'a' } } as unknown as HandlerInput<never, never, 'required'>;

test('the route takes its path and body schema from the contract', () => {
  const route = defineContractRoute(contract, { session: 'required', handler: () => ({ saving_cents: 1 }) });
  expect(route.path).toBe('/getExample/');
  expect(route.body).toMatchObject({
    type: 'object',
    required: ['offer_id'],
    additionalProperties: false,
    properties: { offer_id: { type: 'string', description: 'an offer id' }, visit_id: expect.any(Object) },
  });
});

test('an answer of the contract’s shape is sent as it is', async () => {
  const route = defineContractRoute(contract, {
    session: 'required',
    handler: () => ({ saving_cents: 1200 }),
  });
  await expect(route.handler(input as never)).resolves.toEqual({ saving_cents: 1200 });
});

test('outside production an answer that drifted from the contract is a 500 naming the field', async () => {
  const route = defineContractRoute(contract, {
    session: 'required',
    // A handler that renamed its field, forced past the type check as a run-time drift would be.
    handler: () => ({ savingCents: 1200 }) as never,
  });
  const refusal = route.handler(input as never);
  await expect(refusal).rejects.toBeInstanceOf(ApiError);
  await expect(refusal).rejects.toMatchObject({
    statusCode: 500,
    code: 'CONTRACT_MISMATCH',
    message:
      'The answer of /getExample/ does not match its contract at /saving_cents: Expected required property.',
  });
});
