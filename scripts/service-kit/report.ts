/** One line per call, and the summary under them. */

export type Outcome = 'ok' | 'fail' | 'skip';

export interface CheckLine {
  outcome: Outcome;
  /** The contract's call name, or what else was checked ('error body'). */
  call: string;
  method: string;
  path: string;
  detail: string;
}

export function formatLine(line: CheckLine): string {
  return `${line.outcome.padEnd(4)}  ${line.call.padEnd(17)} ${line.method.padEnd(7)} ${line.path.padEnd(48)} ${line.detail}`;
}

export function summaryOf(lines: readonly CheckLine[]): string {
  const count = (outcome: Outcome) => lines.filter((line) => line.outcome === outcome).length;
  const failed = lines.filter((line) => line.outcome === 'fail').map((line) => line.call);
  const verdict = failed.length > 0 ? `FAILED: ${[...new Set(failed)].join(', ')}` : 'the service meets the contract';
  return `${count('ok')} ok, ${count('fail')} failed, ${count('skip')} skipped: ${verdict}`;
}
