/**
 * The pages the worker serves from its cache (the app's shell, the offline page) go out with the
 * same Content Security Policy and security headers as from the server: the build writes them to
 * `security-headers.json`, which is precached with the pages it was made for.
 */
export const HEADERS_URL = '/security-headers.json';

export type HeaderMap = Record<string, string>;

/** The app's headers from the file's JSON, or null when it is not what the build writes. */
export function appHeadersOf(content: unknown): HeaderMap | null {
  if (typeof content !== 'object' || content === null || !('app' in content)) return null;
  const { app } = content;
  if (typeof app !== 'object' || app === null) return null;
  const entries = Object.entries(app);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  const headers = Object.fromEntries(entries) as HeaderMap;
  return typeof headers['Content-Security-Policy'] === 'string' ? headers : null;
}

/** A copy of a cached page that carries the headers (whatever the host sent when it was cached). */
export function withPageHeaders(response: Response, headers: HeaderMap | null): Response {
  if (!headers) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}
