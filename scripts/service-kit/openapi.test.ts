/** The committed OpenAPI document is the one the contract makes today. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/api/contract/calls.ts';
import { buildOpenApi, openApiText } from './openapi.ts';

type Doc = { paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> };

describe('docs/openapi.json', () => {
  it('is what `npm run docs:openapi` makes from the contract (run it after changing a schema)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    // Compared as data: the file is formatted by the repository's formatter, not by JSON.stringify.
    expect(committed).toEqual(JSON.parse(openApiText()));
  });

  it('has every call of the contract at its method and path, bearer where the contract says', () => {
    const doc = buildOpenApi() as Doc;
    for (const [name, spec] of Object.entries(CALLS)) {
      const operation = doc.paths[spec.path]?.[spec.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      expect(operation?.security, name).toEqual(spec.bearer ? [{ tableToken: [] }] : []);
    }
  });
});
