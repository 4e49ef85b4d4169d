/**
 * What a real order service refuses before reading a request: a body over its size limit (413)
 * and a body that is not JSON (415). 64 KB is far above any call's body; an order may carry many
 * lines and requests, so it gets 1 MB. String and array lengths are the contract schemas' own
 * (`src/api/contract/`), checked per call.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './http.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;
export const ORDER_BODY_LIMIT_BYTES = 1024 * 1024;

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length !== '0';
  return request.body !== null;
}

/** For the order service's routes (mounted under `/api`). */
export function requestLimits(): MiddlewareHandler {
  const small = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(errorBody('body_too_large', `A request body may be at most ${BODY_LIMIT_BYTES} bytes.`), 413),
  });
  const order = bodyLimit({
    maxSize: ORDER_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(errorBody('body_too_large', `An order body may be at most ${ORDER_BODY_LIMIT_BYTES} bytes.`), 413),
  });
  return async (c, next) => {
    if (c.req.method !== 'POST' && c.req.method !== 'PUT') return next();
    if (hasBody(c.req.raw)) {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        return c.json(errorBody('unsupported_media_type', 'Request bodies must be application/json.'), 415);
      }
    }
    // A table cart's batch of ops (up to 100 lines with their options, sent after a while offline)
    // is as large as an order.
    const large = c.req.path.endsWith('/order') || c.req.path.endsWith('/table/cart/ops');
    return (large ? order : small)(c, next);
  };
}
