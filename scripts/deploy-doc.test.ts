import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS, REQUIRED_IN_PRODUCTION, SAMPLE_OPERATOR_SETTINGS } from '../src/settings/settings.ts';

/** The rows of docs/deploy.md's settings table: name → [required, default, meaning]. */
function settingsTable(): Map<string, string[]> {
  const doc = readFileSync('docs/deploy.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Every setting'), doc.indexOf('## The production build'));
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`(VITE_\w+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells.slice(2, -1));
  }
  return rows;
}

describe("docs/deploy.md's settings table", () => {
  const rows = settingsTable();

  it('has a row for every setting the app reads', () => {
    const declared = [...readFileSync('src/vite-env.d.ts', 'utf8').matchAll(/readonly (VITE_\w+)\?/g)].map(
      ([, name]) => name,
    );
    const named = [...declared, ...Object.keys(DEMO_DEFAULTS), ...Object.keys(SAMPLE_OPERATOR_SETTINGS)];
    expect(named.filter((name) => name !== undefined && !rows.has(name))).toEqual([]);
  });

  it('says "yes" exactly for the settings a production build requires', () => {
    const required = [...rows].filter(([, [required = '']]) => required.startsWith('yes')).map(([name]) => name);
    expect(required.sort()).toEqual([...REQUIRED_IN_PRODUCTION, 'VITE_API_BASE'].sort());
  });

  it('gives each defaulted setting its default from src/settings/settings.ts', () => {
    for (const [name, value] of Object.entries(DEMO_DEFAULTS))
      expect(rows.get(name)?.[1], name).toContain(`\`${value}\``);
  });
});
