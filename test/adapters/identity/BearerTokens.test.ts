// spec: DESIGN.md "Other services call the same API with a bearer token from the same identity provider";
// exhibitor-area §6 (roles from the token's groups)
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { BearerTokens } from '../../../adapters/identity/BearerTokens.ts';
import { anna, signInAs, startIdentityServer, TestBrowser } from './identityTestServer.ts';
import type { IdentityTestServer } from './identityTestServer.ts';

let server: IdentityTestServer;
let bearer: BearerTokens;
let accessToken: string;
let idToken: string;

beforeAll(async () => {
  server = await startIdentityServer();
  bearer = new BearerTokens({ issuer: server.issuer, audience: server.apiAudience, allowHttp: true });
  const signIn = await server.signIn();
  const { url, pending } = await signIn.begin('/');
  const outcome = await signInAs(new TestBrowser(), url, server, anna.email, anna.password);
  if (outcome.kind !== 'callback') throw new Error('sign-in failed');
  ({ accessToken, idToken } = await signIn.finish(outcome.callbackUrl, pending));
});

afterAll(async () => {
  await server.close();
});

const annaClaims = {
  sub: anna.sub,
  email: anna.email,
  givenName: 'Anna',
  familyName: 'Muster',
  locale: 'de',
  groups: ['AUSSTELLER'],
  // The development provider verifies every demo address and says so in its access tokens.
  emailVerified: true,
};

function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  change(decoded);
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
}

describe('BearerTokens against the development provider', () => {
  it('accepts the access token issued at sign-in and reads the user and roles from it', async () => {
    await expect(bearer.verifyBearer(accessToken)).resolves.toEqual(annaClaims);
  });

  it('is given access tokens that say so in their header (typ at+jwt, RFC 9068 §2.1)', () => {
    expect(decodeProtectedHeader(accessToken).typ).toBe('at+jwt');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const tampered = withPayload(accessToken, (payload) => {
      payload['groups'] = ['ONESHOP_MANAGER'];
    });

    await expect(bearer.verifyBearer(tampered)).resolves.toBeNull();
  });

  it('refuses a token signed with a foreign key, even with the right issuer, audience and key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const [header] = accessToken.split('.');
    const { kid } = JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as { kid: string };
    const forged = await new SignJWT({ groups: ['ONESHOP_MANAGER'], email: 'mallory@test.example' })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .setIssuer(server.issuer)
      .setAudience(server.apiAudience)
      .setSubject(anna.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

    await expect(bearer.verifyBearer(forged)).resolves.toBeNull();
  });

  it('refuses the ID token: it is meant for the portal client, not for the API', async () => {
    await expect(bearer.verifyBearer(idToken)).resolves.toBeNull();
  });

  it('refuses the token when the API expects another audience', async () => {
    const otherApi = new BearerTokens({
      issuer: server.issuer,
      audience: 'https://other.example/api',
      allowHttp: true,
    });

    await expect(otherApi.verifyBearer(accessToken)).resolves.toBeNull();
  });

  it('refuses what is not a JWT at all', async () => {
    await expect(bearer.verifyBearer('not-a-token')).resolves.toBeNull();
    await expect(bearer.verifyBearer('')).resolves.toBeNull();
  });

  it('refuses to trust a plain-http issuer unless told it is the development one', () => {
    expect(() => new BearerTokens({ issuer: server.issuer, audience: server.apiAudience })).toThrow(/https/);
  });

  it('fails loudly, not with a refusal, when the issuer cannot be reached', async () => {
    const closed = await startIdentityServer();
    const unreachable = new BearerTokens({ issuer: closed.issuer, audience: closed.apiAudience, allowHttp: true });
    await closed.close();

    await expect(unreachable.verifyBearer(accessToken)).rejects.toThrow();
  });
});

/**
 * Stands in for a production identity provider whose access tokens carry only the subject: the
 * profile comes from its userinfo endpoint, which answers for the tokens it knows.
 */
async function startThinTokenIssuer(profiles: Map<string, Record<string, unknown>>) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'thin-1', alg: 'RS256', use: 'sig' };
  const httpServer: Server = createServer((req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    if (req.url === '/.well-known/openid-configuration') {
      json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    } else if (req.url === '/jwks') {
      json(200, { keys: [jwk] });
    } else if (req.url === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const profile = profiles.get(token);
      if (profile === undefined)
        json(401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      else json(200, profile);
    } else {
      json(404, {});
    }
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const audience = 'https://portal.example/api';
  return {
    issuer,
    audience,
    issue: (
      sub: string,
      key: CryptoKey = privateKey,
      lifetime: { expires?: string | null; issuedAt?: boolean; typ?: string | null } = {},
    ) => {
      const typ = lifetime.typ === null ? {} : { typ: lifetime.typ ?? 'at+jwt' };
      const token = new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'thin-1', ...typ })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(sub);
      if (lifetime.issuedAt !== false) token.setIssuedAt();
      if (lifetime.expires !== null) token.setExpirationTime(lifetime.expires ?? '5m');
      return token.sign(key);
    },
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

describe('BearerTokens against a provider whose access tokens carry only the subject', () => {
  const profiles = new Map<string, Record<string, unknown>>();
  let thin: Awaited<ReturnType<typeof startThinTokenIssuer>>;
  let verifier: BearerTokens;

  beforeAll(async () => {
    thin = await startThinTokenIssuer(profiles);
    verifier = new BearerTokens({ issuer: thin.issuer, audience: thin.audience, allowHttp: true });
  });

  afterAll(async () => {
    await thin.close();
  });

  // Other services' tokens must expire, and soon: a token without exp, or one that lives longer than the maximum, is a
  // standing key once it leaks.
  it('refuses a token without an expiry, and one that lives longer than the maximum', async () => {
    const profile = { sub: 'partner-8', email: 'svc@partner.example', groups: ['AUSSTELLER'] };
    const forever = await thin.issue('partner-8', undefined, { expires: null });
    const twoDays = await thin.issue('partner-8', undefined, { expires: '48h' });
    const twoDaysNoIat = await thin.issue('partner-8', undefined, { expires: '48h', issuedAt: false });
    const oneHour = await thin.issue('partner-8', undefined, { expires: '1h' });
    for (const token of [forever, twoDays, twoDaysNoIat, oneHour]) profiles.set(token, profile);
    await expect(verifier.verifyBearer(forever)).resolves.toBeNull();
    await expect(verifier.verifyBearer(twoDays)).resolves.toBeNull();
    await expect(verifier.verifyBearer(twoDaysNoIat)).resolves.toBeNull();
    await expect(verifier.verifyBearer(oneHour)).resolves.toMatchObject({ sub: 'partner-8' });
    const strict = new BearerTokens({
      issuer: thin.issuer,
      audience: thin.audience,
      allowHttp: true,
      maxLifetimeSeconds: 600,
    });
    await expect(strict.verifyBearer(oneHour)).resolves.toBeNull();
  });

  // RFC 9068 §4: only a JWT that says it is an access token is one; an ID token of the same issuer says otherwise.
  it('accepts a token whose header typ is at+jwt (in any case, or as application/at+jwt), refuses JWT and none', async () => {
    const profile = { sub: 'partner-9', email: 'svc@partner.example', groups: ['AUSSTELLER'] };
    const typed = async (typ: string | null) => {
      const token = await thin.issue('partner-9', undefined, { typ });
      profiles.set(token, profile);
      return verifier.verifyBearer(token);
    };
    for (const typ of ['at+jwt', 'AT+JWT', 'application/at+jwt', 'Application/At+JWT'])
      await expect(typed(typ)).resolves.toMatchObject({ sub: 'partner-9' });
    for (const typ of ['JWT', 'jwt', 'application/jwt', 'at+jwt2', null]) await expect(typed(typ)).resolves.toBeNull();
  });

  it('reads the profile and roles from userinfo', async () => {
    const token = await thin.issue('partner-7');
    profiles.set(token, {
      sub: 'partner-7',
      email: 'dealer@partner.example',
      given_name: 'Luc',
      family_name: 'Fournier',
      locale: 'fr-CH',
      groups: ['AUSSTELLER', 'VERTRAGSHAENDLER'],
    });

    await expect(verifier.verifyBearer(token)).resolves.toEqual({
      sub: 'partner-7',
      email: 'dealer@partner.example',
      givenName: 'Luc',
      familyName: 'Fournier',
      locale: 'fr-CH',
      groups: ['AUSSTELLER', 'VERTRAGSHAENDLER'],
      // userinfo did not say the address is verified.
      emailVerified: false,
    });
  });

  it('keeps the verified subject without roles when userinfo does not accept the token', async () => {
    const token = await thin.issue('service-account');

    await expect(verifier.verifyBearer(token)).resolves.toEqual({
      sub: 'service-account',
      email: null,
      givenName: null,
      familyName: null,
      locale: null,
      groups: [],
      emailVerified: false,
    });
  });

  it('refuses a token of the development provider: another issuer', async () => {
    await expect(verifier.verifyBearer(accessToken)).resolves.toBeNull();
  });
});
