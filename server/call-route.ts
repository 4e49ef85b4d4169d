/**
 * Registers a contract call on the service: the method and path come from the contract, the query
 * and body are read and validated with the contract's schemas, and JSON answers are checked against
 * the contract's response schema before they leave (a seed that drifts from the contract fails loudly).
 */
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { CALLS, type CallName, type CallSpec } from '../src/api/contract/calls.ts';
import { ApiError, parseBody, parseQuery, readJson } from './http.ts';

type Spec<N extends CallName> = (typeof CALLS)[N];
type QueryOf<N extends CallName> =
  Spec<N> extends { query: infer Q extends v.GenericSchema } ? v.InferOutput<Q> : never;
type BodyOf<N extends CallName> = Spec<N> extends { body: infer B extends v.GenericSchema } ? v.InferOutput<B> : never;
type JsonOf<N extends CallName> = Spec<N>['response'] extends { kind: 'json'; schema: infer S extends v.GenericSchema }
  ? v.InferInput<S>
  : never;

export interface CallInput<N extends CallName> {
  query: QueryOf<N>;
  body: BodyOf<N>;
  params: Record<string, string>;
}

export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

export function onCall<N extends CallName>(
  app: Hono,
  name: N,
  handler: (c: Context, input: CallInput<N>) => Response | Promise<Response>,
): void {
  const spec: CallSpec = CALLS[name];
  app.on(spec.method, honoPath(spec.path), async (c) => {
    const query = spec.query ? parseQuery(c.req.query(), spec.query) : undefined;
    const body = spec.body ? parseBody(await readJson(c), spec.body) : undefined;
    // The schemas above are exactly the ones QueryOf/BodyOf infer from, so the cast only restates them.
    return handler(c, { query, body, params: c.req.param() } as CallInput<N>);
  });
}

export function sendJson<N extends CallName>(c: Context, name: N, data: JsonOf<N>, status: ContentfulStatusCode = 200) {
  const response: CallSpec['response'] = CALLS[name].response;
  if (response.kind === 'json') {
    const result = v.safeParse(response.schema, data);
    if (!result.success) {
      throw new ApiError(
        500,
        'contract_violation',
        `The ${name} answer breaks the contract: ${result.issues[0]?.message}`,
      );
    }
  }
  return c.json(data, status);
}
