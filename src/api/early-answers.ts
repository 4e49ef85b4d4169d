/**
 * The client's side of the boot script (`boot/early-requests.ts`): a GET the script already sent
 * is answered from there, once, instead of going out again. Only an answer sent with the same
 * Authorization header and young enough to belong to this start-up is used; anything else goes to
 * the network as usual.
 */
import { type EarlyAnswer, type EarlyAnswers, earlyKey } from './early-store.ts';

/** Past this, an early answer is not this start-up's any more (a later visit asks afresh). */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

export function takeEarlyAnswer(
  request: Request,
  answers: EarlyAnswers | undefined = globalThis.window?.__tableOrderEarly,
  now: number = performance.now(),
): EarlyAnswer | null {
  if (!answers || answers.size === 0 || request.method !== 'GET') return null;
  const key = earlyKey(request.url);
  const answer = answers.get(key);
  if (!answer) return null;
  answers.delete(key);
  const usable =
    answer.authorization === request.headers.get('authorization') && now - answer.sentAt <= EARLY_ANSWER_MAX_AGE_MS;
  if (usable) return answer;
  answer.abandon();
  return null;
}
