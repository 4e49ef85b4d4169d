/** Judging one answer against the contract: its status, and its body against the call's schema. */
import * as v from 'valibot';
import { CALLS, type CallName, ServiceErrorSchema } from '../../src/api/contract/calls.ts';

/** A check that did not pass; its message becomes the call's line. */
export class Failure extends Error {}

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'does not match';
  const path = v.getDotPath(issue);
  return `${path ? `${path}: ` : ''}${issue.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`;
}

/** The body, when the answer is 2xx; else a Failure naming the status and the service's error code. */
export async function bodyOf(answer: Response | string, expected: number[] = [200]): Promise<string> {
  if (typeof answer === 'string') throw new Failure(answer);
  const text = await answer.text();
  if (!expected.includes(answer.status)) {
    const code = errorCodeOf(text);
    throw new Failure(`answered ${answer.status}${code ? ` ${code}` : ''}, expected ${expected.join(' or ')}`);
  }
  return text;
}

function errorCodeOf(text: string): string | null {
  try {
    const parsed = v.safeParse(ServiceErrorSchema, JSON.parse(text));
    return parsed.success ? parsed.output.error.code : null;
  } catch {
    return null;
  }
}

/** The call's JSON answer, checked against its response schema. */
export function parseJsonAnswer<N extends CallName>(name: N, text: string): unknown {
  const response = CALLS[name].response;
  if (response.kind !== 'json') return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Failure(`body is not JSON: ${JSON.stringify(text.slice(0, 60))}`);
  }
  const result = v.safeParse(response.schema, data);
  if (!result.success) throw new Failure(`breaks the contract: ${firstIssue(result.issues)}`);
  return result.output;
}

/** What a refusal must look like: a 4xx whose body is `{ error: { code, message } }`. */
export async function errorBodyOf(answer: Response | string): Promise<{ status: number; code: string }> {
  if (typeof answer === 'string') throw new Failure(answer);
  const text = await answer.text();
  if (answer.status < 400 || answer.status > 499)
    throw new Failure(`answered ${answer.status}, expected a 4xx refusal`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Failure(`${answer.status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 60))}`);
  }
  const result = v.safeParse(ServiceErrorSchema, data);
  if (!result.success)
    throw new Failure(`${answer.status} without { error: { code, message } }: ${firstIssue(result.issues)}`);
  return { status: answer.status, code: result.output.error.code };
}

export function describeCount(value: unknown): string {
  return Array.isArray(value) ? `${value.length} ${value.length === 1 ? 'item' : 'items'}` : 'matches the contract';
}
