import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { UnknownObject } from 'oidc-provider';

/** A new RSA private key as a JWK for signing ID and access tokens. */
export function freshSigningKey(): UnknownObject {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: `dev-${Date.now()}` };
}

/**
 * The development signing key, kept in a (git-ignored) file so that ID tokens the portal keeps in its
 * sessions stay valid across restarts, e.g. as id_token_hint at sign-out. Made on first use.
 */
export function loadOrCreateDevSigningKey(file: string): UnknownObject {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as UnknownObject;
  const key = freshSigningKey();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return key;
}
