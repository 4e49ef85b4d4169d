/**
 * How the service reads requests and answers errors. Every refusal is `{ error: { code, message } }`
 * with a status that says whose fault it is: 400 malformed, 401 no valid table token, 404 unknown
 * thing, 409 state conflict, 422 well-formed but refused, 429 too soon (with `Retry-After`).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json(errorBody(code, message), status);
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function numberKeys(schema: v.GenericSchema): Set<string> {
  const keys = new Set<string>();
  if ('entries' in schema && schema.entries && typeof schema.entries === 'object') {
    for (const [key, entry] of Object.entries(schema.entries as Record<string, v.GenericSchema>)) {
      if (entry.type === 'number') keys.add(key);
    }
  }
  return keys;
}

/**
 * Query values arrive as text. Digit-only values of fields the contract types as numbers become
 * numbers; anything else stays text, so `shopSeq=abc` fails validation instead of turning into NaN.
 */
export function coerceQuery(raw: Record<string, string>, schema: v.GenericSchema): Record<string, string | number> {
  const numeric = numberKeys(schema);
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    out[key] = numeric.has(key) && /^\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return out;
}

export function parseQuery<S extends v.GenericSchema>(raw: Record<string, string>, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, coerceQuery(raw, schema));
  if (!result.success) throw new ApiError(400, 'invalid_query', describeIssues(result.issues));
  return result.output;
}

export function parseBody<S extends v.GenericSchema>(value: unknown, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiError(422, 'invalid_body', describeIssues(result.issues));
  return result.output;
}

/** The request body as JSON; anything that is not JSON is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'malformed_json', 'The request body is empty; JSON was expected.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
}

/** A digit-only path or body value as a number, else a 400 naming the field. */
export function toSeq(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  throw new ApiError(400, 'invalid_param', `${field} is not a number.`);
}
