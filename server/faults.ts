/**
 * Injected faults, so tests and demos can see how the app copes with a slow, failing, silent or
 * vanished order service. A fault matches one request path exactly (no query), optionally one method.
 */
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { errorBody } from './http.ts';

export const FaultInputSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
  method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'DELETE'])),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  drop: v.optional(v.boolean()),
  /** The service does the work, then the connection drops before the answer leaves. */
  loseAnswer: v.optional(v.boolean()),
  /** The service does the work and sends the headers and the first bytes; the rest waits this long. */
  stallBodyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60_000))),
  noContentPolls: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The service does the work, then its JSON answer carries every number and boolean as text. */
  wrongShape: v.optional(v.boolean()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type FaultInput = v.InferOutput<typeof FaultInputSchema>;

export interface Fault {
  path: string;
  method: string | null;
  status: number | null;
  delayMs: number;
  drop: boolean;
  loseAnswer: boolean;
  stallBodyMs: number;
  noContent: boolean;
  wrongShape: boolean;
  /** Requests left to hit; null means until cleared. */
  remaining: number | null;
}

export function toFault(input: FaultInput): Fault {
  const limits = [input.times, input.noContentPolls].filter((n): n is number => n !== undefined);
  return {
    path: input.path,
    method: input.method ?? null,
    status: input.status ?? null,
    delayMs: input.delayMs ?? 0,
    drop: input.drop ?? false,
    loseAnswer: input.loseAnswer ?? false,
    stallBodyMs: input.stallBodyMs ?? 0,
    noContent: input.noContentPolls !== undefined,
    wrongShape: input.wrongShape ?? false,
    remaining: limits.length > 0 ? Math.min(...limits) : null,
  };
}

/** The first fault for this request, counting the hit and forgetting the fault once used up. */
export function takeFault(faults: Fault[], method: string, path: string): Fault | null {
  const index = faults.findIndex((fault) => fault.path === path && (fault.method === null || fault.method === method));
  const fault = faults[index];
  if (!fault) return null;
  if (fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(index, 1);
  }
  return fault;
}

function isHttpBindings(env: unknown): env is HttpBindings {
  return typeof env === 'object' && env !== null && 'incoming' in env && 'outgoing' in env;
}

/**
 * Ends the exchange without an answer. On a real socket the connection is destroyed, which the
 * browser reports as a network error; in-process (`app.request`) the closest thing is a network
 * error response.
 */
function drop(env: unknown): Response {
  if (isHttpBindings(env)) {
    env.incoming.socket.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  return Response.error();
}

function statusResponse(status: number): Response {
  if (status === 204 || status === 304) return new Response(null, { status });
  return new Response(JSON.stringify(errorBody('injected_fault', `Fault injected with status ${status}.`)), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** `1` → `"1"`, `true` → `"true"`, all the way down: the shape of a service that stringifies its fields. */
export function valuesAsText(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valuesAsText);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, valuesAsText(item)]));
  }
  return value;
}

/** The answer with its JSON body's values as text; any other answer as it was. */
async function withValuesAsText(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json') || !response.body) return response;
  const encoding = response.headers.get('content-encoding');
  const body =
    encoding === 'gzip' || encoding === 'deflate'
      ? response.body.pipeThrough(new DecompressionStream(encoding))
      : response.body;
  const data: unknown = await new Response(body).json();
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(JSON.stringify(valuesAsText(data)), { status: response.status, headers });
}

/**
 * The same answer, whose body stops after its first bytes for `ms`: a connection that goes quiet
 * once the headers are out. The rest follows after the stall, unless the client gave up first.
 */
function stalledAfterHeaders(answer: Response, ms: number): Response {
  const bytes = answer.body ? answer.arrayBuffer().then((buffer) => new Uint8Array(buffer)) : Promise.resolve(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const whole = await bytes;
      if (!whole || whole.length === 0) {
        controller.close();
        return;
      }
      const head = Math.max(1, Math.floor(whole.length / 2));
      controller.enqueue(whole.slice(0, head));
      timer = setTimeout(() => {
        try {
          controller.enqueue(whole.slice(head));
          controller.close();
        } catch {
          // The client left during the stall.
        }
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(body, { status: answer.status, headers });
}

/** Registered first, before any middleware that touches headers (an error response is immutable). */
export function faultMiddleware(faults: () => Fault[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__demo/')) return next();
    const fault = takeFault(faults(), c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.drop) return drop(c.env);
    if (fault.loseAnswer) {
      await next();
      // Replaced, not merged: Hono would copy the handler's answer into the new response.
      c.res = undefined;
      c.res = drop(c.env);
      return;
    }
    if (fault.stallBodyMs > 0) {
      await next();
      const stalled = stalledAfterHeaders(c.res, fault.stallBodyMs);
      c.res = undefined;
      c.res = stalled;
      return;
    }
    if (fault.noContent) return new Response(null, { status: 204 });
    if (fault.wrongShape) {
      await next();
      const answer = await withValuesAsText(c.res);
      c.res = undefined;
      c.res = answer;
      return;
    }
    if (fault.status !== null) return statusResponse(fault.status);
    return next();
  };
}
