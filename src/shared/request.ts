/**
 * The app's order-service client: the configured base and time limit, the table token from
 * session storage, and a note of which answers the service worker gave from its cache
 * (`X-From-Cache-Date`), for the offline badge. The api layer knows none of these: it is wired here.
 */
import { createClient, type RequestFn } from '../api/client.ts';
import { cachedAtOf } from '../worker-contract/messages.ts';
import { CONFIG } from './config.ts';
import { noteAnswer } from './lib/data-freshness.ts';
import { sessionArea } from './state/session-storage.ts';
import { STORAGE_KEYS } from './state/storage-keys.ts';

export const request: RequestFn = createClient({
  baseUrl: CONFIG.apiBase,
  timeoutMs: CONFIG.requestTimeoutMs,
  getToken: () => sessionArea.getText(STORAGE_KEYS.session.token) || null,
  onAnswer: (call, response) => noteAnswer(call, cachedAtOf(response)),
});
