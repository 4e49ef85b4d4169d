/**
 * What describes one call of the contract (see calls.ts), and the helpers the call lists and the
 * client share.
 */
import * as v from 'valibot';

export type Schema = v.GenericSchema;

export type ResponseSpec =
  | { kind: 'json'; schema: Schema }
  /** A bare text body (an id, a phone number); empty text is a legal answer. */
  | { kind: 'text' }
  /** The spec does not show the body; any 2xx counts as done. */
  | { kind: 'none' };

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under the API base; `{name}` segments are filled from path params. */
  path: string;
  query?: Schema;
  body?: Schema;
  response: ResponseSpec;
  /** Spec section 6: only four calls send `Authorization: Bearer {token}`. */
  bearer: boolean;
  /** 204 is a meaningful answer (payment result not ready) rather than an empty success. */
  noContentMeansPending?: boolean;
}

export const shopSeqQuery = v.object({ shopSeq: v.number() });
/** Generic, so each call keeps its own schema type and the client can infer what it returns. */
export const json = <S extends Schema>(schema: S) => ({ kind: 'json', schema }) as const satisfies ResponseSpec;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How the service explains a refusal or failure, on any call: `{ error: { code, message } }`. */
export const ServiceErrorSchema = v.object({
  error: v.object({
    code: v.pipe(v.string(), v.description('A stable, machine-readable reason, such as unknown_order.')),
    message: v.pipe(v.string(), v.description('For the developer reading the log; never shown to a diner.')),
  }),
});

/** Fills `{name}` path segments, encoding each value. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
