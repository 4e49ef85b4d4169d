/** The suite's table of figures: each scenario adds its row; the file is printed at the end. */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';

const FILE = `.tmp/fault-table-${process.env.E2E_PORT ?? 4391}.tsv`;

export interface Row {
  scenario: string;
  runs: number;
  figures: string;
}

export function recordRow(row: Row): void {
  mkdirSync('.tmp', { recursive: true });
  appendFileSync(FILE, `${row.scenario}\t${row.runs}\t${row.figures}\n`);
  console.log(`${row.scenario}: ${row.figures}`);
}

export function readTable(): Row[] {
  try {
    return readFileSync(FILE, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [scenario = '', runs = '0', figures = ''] = line.split('\t');
        return { scenario, runs: Number(runs), figures };
      });
  } catch {
    return [];
  }
}

export const TABLE_FILE = FILE;
