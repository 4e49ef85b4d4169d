/**
 * Cross-origin calls to the order service, off unless origins are named (CORS_ORIGINS): the demo
 * serves the app on its own origin and needs none. An app on another origin sends `Authorization`
 * and `Idempotency-Key`, so the browser asks first (a preflight) on every call; the answer must
 * name those headers one by one, since a wildcard never covers `Authorization`.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { IDEMPOTENCY_HEADER } from '../src/api/contract/call-spec.ts';

/** The request headers the app sends on some call. */
export const CORS_REQUEST_HEADERS = ['Authorization', IDEMPOTENCY_HEADER, 'Content-Type'] as const;
/** The contract's methods. */
export const CORS_METHODS = ['GET', 'POST', 'PUT'] as const;

/** `CORS_ORIGINS=https://order.example.com,https://www.example.com` → the origins, normalised. */
export function corsOriginsFrom(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => new URL(item).origin);
}

/** Null when no origin is allowed: then no CORS header is ever sent. */
export function corsFor(origins: readonly string[]): MiddlewareHandler | null {
  if (origins.length === 0) return null;
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: [...CORS_METHODS],
    allowHeaders: [...CORS_REQUEST_HEADERS],
    // ky waits as long as a 429 or 503 says, when the browser lets it read the header.
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
