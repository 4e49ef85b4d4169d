/**
 * The one error type of the api layer. Every call either returns its typed value or throws an
 * `ApiError`; nothing else escapes the client, whatever the network or the service does. Route
 * loaders let it propagate (TanStack Router catches thrown errors); components that want a value
 * rather than an exception wrap the call in `attempt`.
 */

export type ApiErrorKind =
  /** No network: fetch failed before any response (TypeError), or the browser says it is offline. */
  | 'offline'
  /** No response within the request timeout (retries included). */
  | 'timeout'
  /** The service answered with a non-2xx status. */
  | 'http'
  /** The service answered 2xx with a body that is not JSON or does not match the contract. */
  | 'invalid-response'
  /** Our own request broke the contract and was not sent: a bug on our side, not the diner's. */
  | 'invalid-request'
  /** The caller's signal aborted the call (navigation away, a newer load). */
  | 'aborted';

/** The service's own explanation, `{ error: { code, message } }`, when it sent one. */
export interface ServiceError {
  code: string;
  message: string;
}

interface ApiErrorDetails {
  status?: number;
  service?: ServiceError;
  /** valibot's issue summary, for the console. */
  issues?: string;
  cause?: unknown;
}

// A registry symbol rather than instanceof alone: tests reload modules, and two copies of this
// class must still recognise each other's errors.
const BRAND: unique symbol = Symbol.for('table-order.api-error');

export class ApiError extends Error {
  readonly [BRAND] = true;
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The call name from the contract, e.g. 'shopInfo'. */
  readonly call: string;
  readonly status: number | undefined;
  readonly service: ServiceError | undefined;
  readonly issues: string | undefined;

  constructor(kind: ApiErrorKind, call: string, details: ApiErrorDetails = {}) {
    super(composeMessage(kind, call, details), { cause: details.cause });
    this.kind = kind;
    this.call = call;
    this.status = details.status;
    this.service = details.service;
    this.issues = details.issues;
  }
}

function composeMessage(kind: ApiErrorKind, call: string, details: ApiErrorDetails): string {
  const status = details.status === undefined ? '' : ` ${details.status}`;
  const service = details.service ? ` ${details.service.code}: ${details.service.message}` : '';
  const issues = details.issues ? `\n${details.issues}` : '';
  return `${call}: ${kind}${status}${service}${issues}`;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && BRAND in error;
}

/** Message keys the screens translate; the api layer never holds user-facing text. */
export type ApiErrorMessageKey = 'offline' | 'timeout' | 'server' | 'notFound' | 'rejected' | 'invalid' | 'cancelled';

/**
 * Which message a screen shows for a failed call.
 * @example describeApiError(new ApiError('http', 'waitingDetail', { status: 404 })) // 'notFound'
 */
export function describeApiError(error: unknown): ApiErrorMessageKey {
  if (!isApiError(error)) return 'server';
  switch (error.kind) {
    case 'offline':
      return 'offline';
    case 'timeout':
      return 'timeout';
    case 'aborted':
      return 'cancelled';
    case 'invalid-response':
    case 'invalid-request':
      return 'invalid';
    case 'http': {
      const status = error.status ?? 500;
      if (status === 404 || status === 410) return 'notFound';
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'rejected';
      return 'server';
    }
  }
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * A call's outcome as a value, for components. Only `ApiError`s become `{ ok: false }`: anything
 * else is a bug and is rethrown so it reaches the error boundary instead of a friendly message.
 */
export async function attempt<T>(promise: Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (isApiError(error)) return { ok: false, error };
    throw error;
  }
}

/** Whether the caller's abort, not a failure, ended the call (nothing to show). */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}
