import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '../../..');

// DESIGN.md: the web API client's types come from openapi.yaml; a stale copy would let the UI drift from the API.
describe('web/src/api/schema.d.ts', () => {
  it('is what openapi-typescript makes of openapi.yaml today (npm run api:types)', async () => {
    const generated = astToString(await openapiTS(new URL(`file://${path.join(root, 'openapi.yaml')}`)));
    const committed = readFileSync(path.join(root, 'web/src/api/schema.d.ts'), 'utf8');
    const body = (text: string) => text.slice(text.indexOf('export')).trim();
    expect(body(committed)).toBe(body(generated));
    expect(committed).toContain('pastFairSeries');
  }, 60_000);
});
