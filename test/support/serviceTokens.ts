import { expect } from '@jest/globals';

/**
 * A token of one of the development identity provider's demo service clients (secret `demo`) with `scope`, by the
 * client-credentials grant at the portal under `portalUrl`; the grant must succeed.
 */
export async function demoServiceToken(portalUrl: string, clientId: string, scope: string): Promise<string> {
  const response = await fetch(new URL('/oidc/token', portalUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:demo`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
