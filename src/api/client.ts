/**
 * The only HTTP client. `request(name, input)` sends one call of the contract (`CALLS`) and
 * returns what its response schema says, or throws an `ApiError` — nothing else, whatever the
 * network or the service does.
 *
 * - The menu's calls are on hand from the start; any other call's descriptor is loaded the first
 *   time it is made (other-calls.ts), so the menu's first load does not carry every screen's schemas.
 * - Input types come from the call's schemas; the body and query are validated before sending,
 *   so a bug on our side fails here instead of as a puzzling 400.
 * - `Authorization: Bearer {token}` goes exactly on calls marked `bearer` (spec section 6), and
 *   only when there is a token.
 * - Only idempotent GETs are retried (network failure, 408, 429, 5xx gateway errors), twice,
 *   with backoff. A POST or PUT is never repeated by the client: the service might have acted.
 * - Each call has one deadline (`timeoutMs`) for its whole life: tries, backoff, the headers and
 *   the body. A body that stalls after its headers ends in a timeout like a silent service.
 * - Offline is not decided up front from `navigator.onLine`: the service worker may still answer
 *   from its cache, so the request is always tried.
 * - A GET the boot script already sent is answered from there (early-answers.ts). Those are all
 *   the menu's first calls, so ky itself is loaded only for the first call that goes out from
 *   here: the menu shows without it.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { type CallSpec, fillPath, IDEMPOTENCY_HEADER, ServiceErrorSchema } from './contract/call-spec.ts';
import type { CALLS, CallName } from './contract/calls.ts';
import { isMenuCall, MENU_CALLS } from './contract/menu-calls.ts';
import { deadline, untilAborted } from './deadline.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { ApiError, isApiError, type ServiceError } from './errors.ts';
import { DEFAULT_TIMEOUT_MS } from './timeout.ts';
import { yieldIfNative, yieldToMain } from './yield-to-main.ts';

type Calls = typeof CALLS;

type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type PathPart<Spec> = Spec extends { path: infer Path extends string }
  ? [PathParamNames<Path>] extends [never]
    ? { path?: undefined }
    : { path: Record<PathParamNames<Path>, string | number> }
  : never;
type QueryPart<Spec> = Spec extends { query: infer Q extends v.GenericSchema }
  ? { query: v.InferInput<Q> }
  : { query?: undefined };
type BodyPart<Spec> = Spec extends { body: infer B extends v.GenericSchema }
  ? { body: v.InferInput<B> }
  : { body?: undefined };

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`, so the service can drop a replayed request (offline queue). */
  idempotencyKey?: string;
}

export type CallInput<N extends CallName> = PathPart<Calls[N]> & QueryPart<Calls[N]> & BodyPart<Calls[N]> & CallOptions;

/** A call whose 204 means "not ready yet" (the payment result). */
export type Pending<T> = { pending: true } | { pending: false; value: T };

/** json: the schema's output; text: the body; none: the 2xx status (208 "already sent" matters). */
type ResponseValue<R> = R extends { kind: 'json'; schema: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : R extends { kind: 'text' }
    ? string
    : number;

export type CallOutput<N extends CallName> = Calls[N] extends { noContentMeansPending: true }
  ? Pending<ResponseValue<Calls[N]['response']>>
  : ResponseValue<Calls[N]['response']>;

export type RequestFn = <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>;

export interface ClientOptions {
  /** API base; relative bases resolve against the page. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** The table token, null when there is none. */
  getToken: () => string | null;
  /** Wait before retry `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
  /** Default: `navigator.onLine`. Only refines a timeout into 'offline'. */
  isOnline?: () => boolean;
  /** Sees every 2xx answer before it is read (the app notes which came from the offline cache). */
  onAnswer?: (call: CallName, response: Response) => void;
}

/** Bodies longer than this are checked against their schema in a task of their own. */
const LARGE_BODY_CHARS = 20_000;

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
const RETRY_LIMIT = 2;

function defaultRetryDelay(attempt: number): number {
  return 300 * 2 ** (attempt - 1);
}

function browserOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}

function absoluteBase(base: string): string {
  // ky joins the base and the path with one slash; node (tests) has no page to resolve against.
  return new URL(base, globalThis.location?.href ?? 'http://localhost/').href;
}

const loadOtherCalls = () => import('./contract/other-calls.ts');

const loadKy = () => import('ky');
type KyModule = Awaited<ReturnType<typeof loadKy>>;

/**
 * Fetches what the menu's first calls did without, the other screens' call descriptors and ky,
 * ahead of the first call that needs them. It fails when the files could not be fetched; a call
 * that needs them then asks for them again.
 */
export function preloadRestOfClient(): Promise<void> {
  return Promise.all([loadOtherCalls(), loadKy()]).then(() => undefined);
}

/** A call's descriptor: the menu's at once, any other once its file has loaded. */
async function callSpec(name: CallName): Promise<CallSpec> {
  if (isMenuCall(name)) return MENU_CALLS[name];
  try {
    const { OTHER_CALLS } = await loadOtherCalls();
    return OTHER_CALLS[name];
  } catch (cause) {
    // The file could not be fetched: as good as no network for this call.
    throw new ApiError('offline', name, { cause });
  }
}

interface Transport {
  ky: KyModule;
  api: KyInstance;
}

export function createClient(options: ClientOptions): RequestFn {
  const getToken = options.getToken;
  const isOnline = options.isOnline ?? browserOnline;
  const baseUrl = absoluteBase(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  let transport: Promise<Transport> | undefined;
  /** ky, loaded for the first call that goes to the network; a failed load is tried again later. */
  function network(name: CallName): Promise<Transport> {
    transport ??= loadKy().then((ky) => ({ ky, api: createApi(ky) }));
    return transport.catch((cause: unknown) => {
      transport = undefined;
      // The file could not be fetched: as good as no network for this call.
      throw new ApiError('offline', name, { cause });
    });
  }

  function createApi({ default: ky, isHTTPError }: KyModule): KyInstance {
    return ky.create({
      prefixUrl: baseUrl,
      // ky's own timeout stops when the headers arrive; the call's deadline (`send`) covers the body.
      timeout: false,
      // Resolved per request, so a test's stub of the global fetch is honoured.
      fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
      throwHttpErrors: true,
      retry: {
        limit: RETRY_LIMIT,
        methods: ['get'],
        statusCodes: RETRY_STATUSES,
        afterStatusCodes: [429, 503],
        maxRetryAfter: 5_000,
        backoffLimit: 3_000,
        delay: options.retryDelayMs ?? defaultRetryDelay,
        // HTTP errors go through the status list; of the rest only a network failure (TypeError)
        // is worth another try, and not while the phone has no network at all: the tries could not
        // succeed and only held the screen back by their backoff. Aborts and timeouts are final.
        shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : error instanceof TypeError && isOnline()),
      },
    });
  }

  /**
   * The boot script's answer to this very call, when it sent it and the answer is usable as it
   * is; null sends the call to the network, where a failure is retried as any other.
   */
  async function earlyAnswer(name: CallName, spec: CallSpec, prepared: Prepared, bound: CallBound) {
    if (spec.method !== 'GET') return null;
    const early = takeEarlyAnswer(new Request(callAddress(baseUrl, prepared), { headers: prepared.headers }));
    if (!early) return null;
    let response: Response | null;
    try {
      // A failed early request is no answer: the network is asked instead.
      response = await untilAborted(
        early.response.catch(() => null),
        bound.signal,
      );
    } catch (failure) {
      // Still open, it would hold up the next try of this address (the diner's retry).
      early.abandon();
      throw classifyFailure(name, failure, bound, isOnline);
    }
    // An answer that is already in would be read in the same task as the call that asked for it; at
    // start-up that chains every call's reading into one long task. A network answer comes in a task
    // of its own, and so does this one.
    await yieldIfNative();
    if (response && RETRY_STATUSES.includes(response.status)) {
      void response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (response && !response.ok) throw await httpFailure(name, response, bound.signal);
    return response;
  }

  async function send(name: CallName, input: CallOptions & Record<string, unknown>): Promise<unknown> {
    const { signal } = input;
    const bound: CallBound = { caller: signal, signal: deadline(timeoutMs, signal) };
    // The files a call needs (its descriptor, ky) come within its deadline too: a stalled file is
    // a stalled call.
    const within = <T>(task: Promise<T>) =>
      untilAborted(task, bound.signal).catch((error: unknown) => {
        throw classifyFailure(name, error, bound, isOnline);
      });
    const spec = await within(callSpec(name));
    // Start-up sends half a dozen calls at once; each builds its request in a task of its own.
    await yieldIfNative();
    if (signal?.aborted) throw new ApiError('aborted', name);
    const prepared = prepare(name, spec, input, getToken);
    let response = await earlyAnswer(name, spec, prepared, bound);
    if (!response) {
      const { ky, api } = await within(network(name));
      try {
        response = await api(prepared.path, {
          method: spec.method,
          searchParams: prepared.searchParams,
          json: prepared.body,
          headers: prepared.headers,
          signal: bound.signal,
        });
      } catch (error) {
        throw ky.isHTTPError(error)
          ? await httpFailure(name, error.response, bound.signal, error)
          : classifyFailure(name, error, bound, isOnline);
      }
    }
    options.onAnswer?.(name, response);
    try {
      return await readResponse(name, spec, response, bound.signal);
    } catch (error) {
      if (isApiError(error)) throw error;
      throw classifyFailure(name, error, bound, isOnline);
    }
  }

  return <N extends CallName>(name: N, input: CallInput<N>) =>
    // The runtime works on the untyped descriptor; the types above promise what its schemas give.
    send(name, input as CallOptions & Record<string, unknown>) as Promise<CallOutput<N>>;
}

/** The address ky sends a prepared call to: the base, the path, then the query. */
function callAddress(baseUrl: string, prepared: Prepared): string {
  const url = new URL(`${baseUrl.replace(/\/*$/, '/')}${prepared.path}`);
  for (const [key, value] of Object.entries(prepared.searchParams ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/** The caller's own signal, and the call's deadline: the caller's signal or the time limit. */
interface CallBound {
  caller: AbortSignal | undefined;
  signal: AbortSignal;
}

interface Prepared {
  path: string;
  searchParams: Record<string, string> | undefined;
  body: unknown;
  headers: Record<string, string>;
}

function prepare(
  name: CallName,
  spec: CallSpec,
  input: CallOptions & Record<string, unknown>,
  getToken: () => string | null,
): Prepared {
  let path: string;
  try {
    path = fillPath(spec.path, (input.path ?? {}) as Record<string, string | number>);
  } catch (cause) {
    throw new ApiError('invalid-request', name, { cause });
  }
  const headers: Record<string, string> = {
    accept: spec.response.kind === 'json' ? 'application/json' : 'text/plain, */*',
  };
  if (spec.bearer) {
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  if (input.idempotencyKey) headers[IDEMPOTENCY_HEADER] = input.idempotencyKey;
  const query = spec.query ? validateInput(name, spec.query, input.query) : undefined;
  const body = spec.body ? validateInput(name, spec.body, input.body) : undefined;
  return {
    // ky's prefixUrl refuses a leading slash.
    path: path.replace(/^\/+/, ''),
    searchParams: query === undefined ? undefined : toSearchParams(query),
    body,
    headers,
  };
}

function validateInput(name: CallName, schema: v.GenericSchema, value: unknown): unknown {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiError('invalid-request', name, { issues: v.summarize(result.issues) });
  return result.output;
}

function toSearchParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return params;
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params[key] = String(value);
  }
  return params;
}

async function readResponse(name: CallName, spec: CallSpec, response: Response, signal: AbortSignal): Promise<unknown> {
  if (spec.noContentMeansPending && response.status === 204) return { pending: true };
  const value = await readBody(name, spec, response, signal);
  return spec.noContentMeansPending ? { pending: false, value } : value;
}

async function readBody(name: CallName, spec: CallSpec, response: Response, signal: AbortSignal): Promise<unknown> {
  const { response: expected } = spec;
  if (expected.kind === 'none') {
    // Not awaited: cancelling a tee'd body waits for the other branch, which may never come.
    void response.body?.cancel().catch(() => undefined);
    return response.status;
  }
  const text = await readText(response, signal);
  if (expected.kind === 'text') return unwrapJsonString(text, response);
  if (text.trim() === '') {
    throw new ApiError('invalid-response', name, { status: response.status, issues: 'empty body, JSON expected' });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new ApiError('invalid-response', name, { status: response.status, issues: 'body is not JSON', cause });
  }
  // A menu of hundreds of items is a lot to check: not in the same task as reading it.
  if (text.length > LARGE_BODY_CHARS) await yieldToMain();
  const result = v.safeParse(expected.schema, data);
  if (!result.success) {
    throw new ApiError('invalid-response', name, { status: response.status, issues: v.summarize(result.issues) });
  }
  return result.output;
}

/**
 * The body, read within the call's deadline. A fetch stops its body when its signal aborts, but an
 * answer the boot script fetched is not on this call's signal, so the wait is bounded here.
 */
function readText(response: Response, signal: AbortSignal): Promise<string> {
  const onAbort = () => void response.body?.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  return untilAborted(response.text(), signal).finally(() => signal.removeEventListener('abort', onAbort));
}

/** A text answer sent as a JSON string (`"abc"`) means the same as the bare text. */
function unwrapJsonString(text: string, response: Response): string {
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? parsed : text;
  } catch {
    return text;
  }
}

function classifyFailure(name: CallName, error: unknown, bound: CallBound, isOnline: () => boolean): ApiError {
  if (isApiError(error)) return error;
  if (bound.caller?.aborted) return new ApiError('aborted', name, { cause: error });
  // The caller is still there, so the call's own deadline ended it.
  if (bound.signal.aborted) return timeoutFailure(name, isOnline, error);
  if (error instanceof Error && error.name === 'AbortError') return new ApiError('aborted', name, { cause: error });
  // fetch rejects with a TypeError when no response came (no network, DNS, CORS, a dropped body).
  return new ApiError('offline', name, { cause: error });
}

/**
 * A call that took too long: 'offline' when the browser says so, since a dead zone often shows up
 * as a hanging request and the browser knows better than the timer.
 */
function timeoutFailure(name: CallName, isOnline: () => boolean, cause?: unknown): ApiError {
  return new ApiError(isOnline() ? 'timeout' : 'offline', name, { cause });
}

async function httpFailure(
  name: CallName,
  response: Response,
  signal: AbortSignal,
  cause?: unknown,
): Promise<ApiError> {
  const service = await readServiceError(response, signal);
  return new ApiError('http', name, { status: response.status, service, cause });
}

/** The service's explanation of a refusal; none when its body does not come within the deadline. */
async function readServiceError(response: Response, signal: AbortSignal): Promise<ServiceError | undefined> {
  try {
    const result = v.safeParse(ServiceErrorSchema, JSON.parse(await readText(response, signal)));
    return result.success ? result.output.error : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh idempotency key. `crypto.randomUUID` needs a secure context; the fallback does not. */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
