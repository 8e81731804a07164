import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import * as oidc from 'openid-client';
import { demoServiceAccounts } from '../../../adapters/demo/serviceAccounts.ts';
import { expectDescribed, openApi, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

/**
 * Service accounts: another service takes a token for itself with the client-credentials grant of the development
 * identity provider (demo-service, demo-reader; secret demo) and calls the API within the scopes it holds, which
 * openapi.yaml declares per operation (x-scopes). A service token speaks for no person, so the exhibitor calls,
 * which are about a person's own booths, refuse it.
 */
let testPortal: TestPortal;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-service-accounts-'));
  testPortal = await startTestPortal({ dataDir });
}, 120_000);

afterAll(async () => {
  await testPortal?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function tokenResponse(clientId: string, secret: string, scope?: string): Promise<Response> {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (scope !== undefined) form.set('scope', scope);
  return fetch(new URL('/oidc/token', testPortal.url), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: form,
  });
}

async function serviceToken(clientId: string, scope: string): Promise<string> {
  const response = await tokenResponse(clientId, 'demo', scope);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; token_type: string; scope?: string };
  expect(body.token_type).toBe('Bearer');
  return body.access_token;
}

/** The development provider's signing key, as it keeps it in the data folder (for tokens it did not issue itself). */
async function devSigningKey() {
  const jwk = JSON.parse(readFileSync(path.join(dataDir, 'dev-oidc-signing-key.json'), 'utf8')) as JWK & {
    kid?: string;
  };
  return { kid: jwk.kid, key: await importJWK(jwk, 'RS256') };
}

const call = (token: string, method: string, pathname: string, json?: unknown) =>
  fetch(new URL(pathname, testPortal.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });

describe('service accounts (client credentials) and their scopes', () => {
  it('demo-reader reads the back office with fairs:read', async () => {
    const token = await serviceToken('demo-reader', 'fairs:read');
    const response = await call(token, 'GET', '/api/admin/fairs');
    await expectDescribed('GET', '/api/admin/fairs', response);
    expect(response.status).toBe(200);
  });

  it('demo-reader may not write: 403 naming the missing scope, and nothing is written', async () => {
    // Asking for a scope the client is not given is refused; it never yields a broader token.
    const refused = await tokenResponse('demo-reader', 'demo', 'fairs:read fairs:write');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_scope');
    const token = await serviceToken('demo-reader', 'fairs:read');
    const response = await call(token, 'POST', '/api/blacklist', { title: 'Vom Dienst', id: 'SVC-READER' });
    const body = (await expectDescribed('POST', '/api/blacklist', response)) as { messageKey: string; detail: string };
    expect(response.status).toBe(403);
    expect(body.messageKey).toBe('errors.scopeMissing');
    expect(body.detail).toContain('fairs:write');
    const list = await call(token, 'GET', '/api/blacklistOverview');
    expect(JSON.stringify(await list.json())).not.toContain('SVC-READER');
  });

  it('demo-service writes with fairs:write, and the audit trail names the service', async () => {
    const token = await serviceToken('demo-service', 'fairs:read fairs:write');
    const response = await call(token, 'POST', '/api/blacklist', { title: 'Vom Dienst', id: 'SVC-WRITER' });
    const created = (await expectDescribed('POST', '/api/blacklist', response)) as { _id: string };
    expect(response.status).toBe(201);
    const audit = await call(token, 'GET', `/api/admin/audit?entity=blacklistEntry&id=${created._id}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(await audit.json())).toContain('service:demo-service');
  });

  it('a service token is refused by the exhibitor calls, which act for a signed-in person (403, not their data)', async () => {
    const token = await serviceToken('demo-service', 'fairs:read fairs:write');
    for (const pathname of ['/api/exhibitor/home', '/api/exhibitor/booths/100101', '/api/exhibitor/deadlines']) {
      const response = await call(token, 'GET', pathname);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 403 });
      expect(((await response.json()) as { messageKey: string }).messageKey).toBe('errors.scopeMissing');
    }
  });

  it('a wrong secret gets no token; a service token without exp is refused with 401', async () => {
    expect((await tokenResponse('demo-service', 'wrong', 'fairs:read')).status).toBe(401);
    // Signed with the development provider's own key, for the right issuer and audience: only exp is missing.
    const { kid, key } = await devSigningKey();
    const signed = async (expires: boolean) => {
      const claims = new SignJWT({ client_id: 'demo-service', scope: 'fairs:read' })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(kid ? { kid } : {}) })
        .setIssuer(`${testPortal.url}/oidc`)
        // The test portal's API audience (test/support/testPortal.ts).
        .setAudience('http://localhost/api')
        .setSubject('demo-service')
        .setIssuedAt();
      return (expires ? claims.setExpirationTime('10m') : claims).sign(key);
    };
    // The same token with an expiry is accepted: only the missing exp makes the difference.
    expect((await call(await signed(true), 'GET', '/api/admin/fairs')).status).toBe(200);
    expect((await call(await signed(false), 'GET', '/api/admin/fairs')).status).toBe(401);
  });
});

/**
 * The same by the letter of the RFCs, with openid-client as the other service's OAuth client: JWT access tokens say so
 * in their header (RFC 9068), a scope the client is not given is an error at the token endpoint (RFC 6749 §5.2), and
 * the API's 401 and 403 tell the client what to do in WWW-Authenticate (RFC 6750 §3).
 */
describe('service account tokens and the API challenges', () => {
  const clientOf = (clientId: string, secret = 'demo') =>
    oidc.discovery(new URL(`${testPortal.url}/oidc`), clientId, secret, oidc.ClientSecretBasic(secret), {
      execute: [oidc.allowInsecureRequests],
    });

  it('the client-credentials grant gives a JWT access token whose header typ is at+jwt, with the scope asked for', async () => {
    const tokens = await oidc.clientCredentialsGrant(await clientOf('demo-reader'), { scope: 'fairs:read' });
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    expect(tokens.scope).toBe('fairs:read');
    expect((await call(tokens.access_token, 'GET', '/api/admin/fairs')).status).toBe(200);
  });

  it('a scope the client is not given, or no client is, is refused with invalid_scope, not answered with less', async () => {
    const reader = await clientOf('demo-reader');
    for (const scope of ['fairs:read no-such:scope', 'no-such:scope', 'booths:read', 'fairs:write']) {
      const refused = await oidc.clientCredentialsGrant(reader, { scope }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect({ scope, refused }).toEqual({ scope, refused: expect.any(oidc.ResponseBodyError) });
      expect({ scope, error: (refused as oidc.ResponseBodyError).error }).toEqual({ scope, error: 'invalid_scope' });
      expect((refused as oidc.ResponseBodyError).status).toBe(400);
    }
    // What the client is given it gets, all at once too.
    const both = await oidc.clientCredentialsGrant(reader, { scope: 'fairs:read events:read' });
    expect(both.scope?.split(' ').sort()).toEqual(['events:read', 'fairs:read']);
  });

  it('a token of the provider re-signed with typ JWT is refused with 401 invalid_token; with at+jwt it is taken', async () => {
    const tokens = await oidc.clientCredentialsGrant(await clientOf('demo-reader'), { scope: 'fairs:read' });
    const { kid, key } = await devSigningKey();
    // The provider's own claims and key: only the header's typ differs between the two tokens.
    const resigned = (typ: string) =>
      new SignJWT(decodeJwt(tokens.access_token)).setProtectedHeader({ alg: 'RS256', typ, kid }).sign(key);
    const refused = await call(await resigned('JWT'), 'GET', '/api/admin/fairs');
    await expectDescribed('GET', '/api/admin/fairs', refused.clone());
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(((await refused.json()) as { messageKey: string }).messageKey).toBe('errors.unauthorized');
    expect((await call(await resigned('application/at+jwt'), 'GET', '/api/admin/fairs')).status).toBe(200);
  });

  it('a 401 without a token challenges for a bearer token; a token that is not one is invalid_token', async () => {
    const anonymous = await fetch(new URL('/api/admin/fairs', testPortal.url));
    await expectDescribed('GET', '/api/admin/fairs', anonymous.clone());
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    const basic = await fetch(new URL('/api/admin/fairs', testPortal.url), {
      headers: { authorization: `Basic ${Buffer.from('demo-reader:demo').toString('base64')}` },
    });
    expect({ status: basic.status, challenge: basic.headers.get('www-authenticate') }).toEqual({
      status: 401,
      challenge: 'Bearer',
    });
    for (const token of ['not-a-token-at-all', 'eyJhbGciOiJub25lIn0.e30.', '$$$']) {
      const refused = await call(token, 'GET', '/api/admin/fairs');
      expect({ token, status: refused.status, challenge: refused.headers.get('www-authenticate') }).toEqual({
        token,
        status: 401,
        challenge: 'Bearer error="invalid_token"',
      });
    }
  });

  it('a 403 for a missing scope names the scopes the operation takes in an insufficient_scope challenge', async () => {
    const tokens = await oidc.clientCredentialsGrant(await clientOf('demo-reader'), { scope: 'fairs:read' });
    const write = await call(tokens.access_token, 'POST', '/api/blacklist', { title: 'Vom Dienst', id: 'SVC-403' });
    await expectDescribed('POST', '/api/blacklist', write.clone());
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="fairs:write"');
    // The trash holds fairs and webhooks: either scope would do, and the challenge names both.
    const onlyEvents = await oidc.clientCredentialsGrant(await clientOf('demo-reader'), { scope: 'events:read' });
    const trash = await call(onlyEvents.access_token, 'GET', '/api/admin/trash');
    expect({ status: trash.status, challenge: trash.headers.get('www-authenticate') }).toEqual({
      status: 403,
      challenge: 'Bearer error="insufficient_scope", scope="fairs:read webhooks:manage"',
    });
    // An exhibitor call acts for a person: no scope would do, so the challenge names none.
    const exhibitor = await call(tokens.access_token, 'GET', '/api/exhibitor/home');
    expect(exhibitor.status).toBe(403);
    expect(exhibitor.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope"');
  });
});

describe('the scopes in openapi.yaml', () => {
  const declared = Object.keys(
    (
      openApi.document as unknown as {
        components: { securitySchemes: { serviceAccount: { flows: { clientCredentials: { scopes: object } } } } };
      }
    ).components.securitySchemes.serviceAccount.flows.clientCredentials.scopes,
  );

  it('every back-office operation names the scope that allows it: reads fairs:read, writes fairs:write, the event feed events:read, webhooks webhooks:manage', () => {
    const admin = openApi.operations.filter((operation) => operation.roles.includes('ONESHOP_MANAGER'));
    expect(admin.length).toBeGreaterThan(40);
    for (const operation of admin) {
      const reads = operation.method === 'get' || operation.operationId === 'previewAdminFair';
      const scope =
        operation.operationId === 'listEvents'
          ? 'events:read'
          : /Webhook/.test(operation.operationId)
            ? 'webhooks:manage'
            : reads
              ? 'fairs:read'
              : 'fairs:write';
      // The trash and the activity hold webhooks too, which a service reaches under their own scope; who else has a
      // form open is about people, whom a service is not.
      const scopes = /AdminPresence/.test(operation.operationId)
        ? []
        : /AdminTrash|AdminActivity/.test(operation.operationId)
          ? [scope, 'webhooks:manage']
          : [scope];
      expect({ operation: operation.operationId, scopes: operation.scopes }).toEqual({
        operation: operation.operationId,
        scopes,
      });
    }
  });

  it('names only declared scopes, and the demo accounts hold only declared scopes', () => {
    for (const operation of openApi.operations)
      for (const scope of operation.scopes)
        expect({ [operation.operationId]: declared }).toEqual({
          [operation.operationId]: expect.arrayContaining([scope]),
        });
    for (const account of demoServiceAccounts) expect(declared).toEqual(expect.arrayContaining([...account.scopes]));
  });
});
