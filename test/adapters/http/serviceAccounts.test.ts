import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
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
    const keyFile = path.join(dataDir, 'dev-oidc-signing-key.json');
    const jwk = JSON.parse(readFileSync(keyFile, 'utf8')) as JWK & { kid?: string };
    const signed = async (expires: boolean) => {
      const claims = new SignJWT({ client_id: 'demo-service', scope: 'fairs:read' })
        .setProtectedHeader({ alg: 'RS256', ...(jwk.kid ? { kid: jwk.kid } : {}) })
        .setIssuer(`${testPortal.url}/oidc`)
        // The test portal's API audience (test/support/testPortal.ts).
        .setAudience('http://localhost/api')
        .setSubject('demo-service')
        .setIssuedAt();
      return (expires ? claims.setExpirationTime('10m') : claims).sign(await importJWK(jwk, 'RS256'));
    };
    // The same token with an expiry is accepted: only the missing exp makes the difference.
    expect((await call(await signed(true), 'GET', '/api/admin/fairs')).status).toBe(200);
    expect((await call(await signed(false), 'GET', '/api/admin/fairs')).status).toBe(401);
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
      // The trash holds webhooks too, which a service reaches under their own scope.
      const scopes = /AdminTrash/.test(operation.operationId) ? [scope, 'webhooks:manage'] : [scope];
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
