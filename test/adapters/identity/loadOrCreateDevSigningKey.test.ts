// A second start keeps what the first wrote: the portal's stored ID tokens stay valid
// as id_token_hint across restarts of the development provider.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { loadOrCreateDevSigningKey } from '../../../adapters/identity/loadOrCreateDevSigningKey.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('loadOrCreateDevSigningKey', () => {
  it('makes a private RSA signing key on first start and gives the same key on the next', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dev-oidc-'));
    folders.push(folder);
    const file = join(folder, 'nested', 'signing-key.json');

    const first = loadOrCreateDevSigningKey(file);
    const second = loadOrCreateDevSigningKey(file);

    expect(first).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(typeof first['d']).toBe('string');
    expect(second).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
