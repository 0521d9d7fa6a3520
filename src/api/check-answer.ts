/**
 * Checks an answer against its contract's schema: used outside production by the server (before
 * it sends) and the client (before it camelCases), so a shape that drifted from its contract fails
 * loudly in development and in the tests. It names the route, the field and what was expected.
 * Answers are described with TypeBox's own kinds (`answerOneOf`, `orNull` in `fields.ts`), which
 * its checker reads; request bodies are validated by the server's Ajv instead.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export class ContractMismatch extends Error {
  override readonly name = 'ContractMismatch';
}

export function checkAnswer(path: string, schema: TSchema, answer: unknown): void {
  // As sent on the wire: dates as strings, undefined fields left out (a handler's undefined is `{}`).
  const wire: unknown = answer === undefined ? {} : JSON.parse(JSON.stringify(answer));
  if (Value.Check(schema, wire)) return;
  const first = Value.Errors(schema, wire).First();
  const where = first?.path || '(the answer)';
  throw new ContractMismatch(
    `The answer of ${path} does not match its contract at ${where}: ${first?.message ?? 'unexpected shape'}.`,
  );
}
