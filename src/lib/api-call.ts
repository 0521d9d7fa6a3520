/**
 * Calls an API route by its contract's name (`src/api/`): the body and the answer are the
 * contract's types, camelCased, with no cast at the call site. Outside production the answer is
 * also checked against the contract's schema as the server sent it, so a shape that drifted fails
 * in development and in the tests; production builds carry neither the schemas nor the checker.
 */
import type { ClientRequestOf, ClientResponseOf } from '../api/contract';
import type { ApiName, ContractsByName } from '../api/registry';
import { type ApiCallOptions, apiPostWithWire } from './api-client';

export async function callApi<Name extends ApiName>(
  name: Name,
  body: ClientRequestOf<ContractsByName[Name]>,
  options: ApiCallOptions = {},
): Promise<ClientResponseOf<ContractsByName[Name]>> {
  const path = `/${name}/`;
  const { data, wire } = await apiPostWithWire<ClientResponseOf<ContractsByName[Name]>>(path, body, options);
  if (process.env.NODE_ENV !== 'production') {
    const [{ contractAt }, { checkAnswer }] = await Promise.all([
      import('../api/registry'),
      import('../api/check-answer'),
    ]);
    checkAnswer(path, contractAt(path).response, wire);
  }
  return data;
}
