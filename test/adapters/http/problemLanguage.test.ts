import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demo } from '../../support/demo.ts';
import { callerOf, hostileBodies, sendRaw } from '../../support/hostileRequests.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// Problem texts in the caller's language (RFC 9457 `detail`, with Content-Language): a signed-in person's profile
// language, else Accept-Language; the back office German whatever the header. Message keys and fields stay.

const { users, booths } = demo;
let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
}, 240_000);

afterAll(async () => {
  await portal?.stop();
});

interface Problem {
  detail?: string;
  messageKey: string;
  errors?: Array<{ field: string; messageKey: string; detail?: string }>;
}

/** A request as a signed-in demo user, with the CSRF token and the headers given. */
async function sendAs(
  email: string,
  method: string,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
) {
  const browser = await portal.as(email);
  return browser.api(path, { method, json, headers: { 'x-csrf-token': await browser.csrfToken(), ...headers } });
}

const full = {
  liabilityInsurance: true,
  propertyInsurance: true,
  exhibitionInsurance: true,
  increasedAmountActive: false,
};

describe('the exhibitor insurance call with a property it does not take', () => {
  it.each([
    [users.luc.email, booths.lucConfirmedHab.regiNr, 'fr', 'Le champ «\u00a0hacker\u00a0» n’est pas prévu ici.'],
    [users.emily.email, booths.emilyConfirmedGas.regiNr, 'en', 'The field “hacker” is not expected here.'],
    [users.anna.email, booths.annaConfirmedAgr.regiNr, 'de', 'Das Feld „hacker“ ist hier nicht vorgesehen.'],
  ])('%s is answered in the profile language, whatever Accept-Language says', async (email, regiNr, language, text) => {
    const path = `/api/insurance/${regiNr}`;
    const response = await sendAs(
      email,
      'POST',
      path,
      { ...full, hacker: true },
      { 'accept-language': 'it, de;q=0.1' },
    );
    expect([response.status, response.headers.get('content-language')]).toEqual([400, language]);
    const problem = (await expectDescribed('POST', path, response)) as Problem;
    expect(problem.messageKey).toBe('errors.invalidRequest');
    expect(problem.errors).toEqual([{ field: '/body/hacker', messageKey: 'errors.invalidValue', detail: text }]);
    expect(problem.detail).not.toMatch(/must|additional properties/);
  });

  it('a person calling with a bearer token is answered in the profile language too', async () => {
    const token = await portal.accessTokenFor(users.luc.email);
    const path = `/api/insurance/${booths.lucConfirmedHab.regiNr}`;
    const response = await fetch(new URL(path, portal.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ ...full, liabilityInsurance: 'oui' }),
    });
    expect([response.status, response.headers.get('content-language')]).toEqual([400, 'fr']);
    const problem = (await response.json()) as Problem;
    expect(problem.errors).toEqual([
      {
        field: '/body/liabilityInsurance',
        messageKey: 'errors.invalidValue',
        detail:
          'Le champ «\u00a0liabilityInsurance\u00a0» doit être une valeur booléenne (true ou false) ou vide (null).',
      },
    ]);
  });

  it('a field the use case refuses is told in the profile language beside its message key', async () => {
    const path = `/api/insurance/${booths.lucConfirmedHab.regiNr}`;
    const response = await sendAs(users.luc.email, 'POST', path, {
      ...full,
      increasedAmountActive: true,
      increasedAmount: '100',
    });
    expect(response.status).toBe(422);
    const problem = (await expectDescribed('POST', path, response)) as Problem;
    expect(problem).toMatchObject({
      messageKey: 'errors.invalidInsurance',
      detail: 'Certaines indications manquent ou ne sont pas valables. Rien n’a été enregistré.',
      errors: [
        {
          field: '/body/increasedAmount',
          messageKey: 'insurance.errors.minAmount',
          detail: "La somme d’assurance augmentée doit être d’au moins CHF 20'000.00.",
        },
      ],
    });
  });
});

describe('callers without a profile language', () => {
  it('an anonymous call follows Accept-Language: a schema error, an unknown address and a body that is no JSON', async () => {
    const report = await fetch(new URL('/api/client-errors', portal.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
      body: JSON.stringify({ message: 'x', hacker: 1 }),
    });
    expect([report.status, report.headers.get('content-language')]).toEqual([400, 'fr']);
    expect(report.headers.get('vary')).toMatch(/accept-language/i);
    const problem = (await report.json()) as Problem;
    expect(problem.errors).toEqual([
      {
        field: '/body/hacker',
        messageKey: 'errors.invalidValue',
        detail: 'Le champ «\u00a0hacker\u00a0» n’est pas prévu ici.',
      },
    ]);
    expect(problem.detail).toBe(
      'La requête contient des indications non valables. Veuillez vérifier les champs sous «\u00a0errors\u00a0».',
    );

    const anonymous = await fetch(new URL('/api/exhibitor/home', portal.url), { headers: { 'accept-language': 'en' } });
    expect([anonymous.status, ((await anonymous.json()) as Problem).detail]).toEqual([401, 'Please sign in.']);

    const unknown = await fetch(new URL('/api/nowhere', portal.url), { headers: { 'accept-language': 'en-GB' } });
    expect([unknown.status, ((await unknown.json()) as Problem).detail]).toEqual([404, 'The item was not found.']);

    const truncated = hostileBodies.find((body) => body.name === 'truncated JSON')!;
    const broken = await sendRaw(portal.url, 'POST', '/api/client-errors', {
      ...truncated,
      headers: { ...truncated.headers, 'accept-language': 'fr' },
    });
    expect([broken.status, (JSON.parse(broken.text) as Problem).detail]).toEqual([
      400,
      'Le contenu de la requête n’est pas du JSON valable.',
    ]);
  });

  it('without Accept-Language, or with none of the portal’s languages, the answer is German', async () => {
    const unknown = await fetch(new URL('/api/nowhere', portal.url), { headers: { 'accept-language': 'it, es' } });
    expect([unknown.headers.get('content-language'), ((await unknown.json()) as Problem).detail]).toEqual([
      'de',
      'Der Eintrag wurde nicht gefunden.',
    ]);
  });

  it('a service account follows Accept-Language', async () => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', scope: 'fairs:read' });
    const token = await fetch(new URL('/oidc/token', portal.url), {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('demo-reader:demo').toString('base64')}` },
      body: form,
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const response = await fetch(new URL('/api/exhibitor/home', portal.url), {
      headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'fr' },
    });
    expect([response.status, response.headers.get('content-language')]).toEqual([403, 'fr']);
    const problem = (await response.json()) as Problem;
    expect([problem.messageKey, problem.detail]).toEqual([
      'errors.scopeMissing',
      'Cet appel agit pour une personne connectée\u00a0; un compte de service ne peut pas l’effectuer.',
    ]);
  });
});

describe('an operation managers share with services', () => {
  it('answers a service in its Accept-Language and a manager in German (the event feed)', async () => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', scope: 'events:read fairs:read' });
    const token = await fetch(new URL('/oidc/token', portal.url), {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('demo-reader:demo').toString('base64')}` },
      body: form,
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const service = await fetch(new URL('/api/events?limit=0', portal.url), {
      headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'en' },
    });
    expect([service.status, service.headers.get('content-language')]).toEqual([400, 'en']);
    const refused = (await service.json()) as Problem;
    expect(refused.errors?.map((error) => error.detail)).toEqual([expect.stringMatching(/^The .*limit.* at least 1/)]);

    const manager = await sendAs(users.marco.email, 'GET', '/api/events?limit=0', undefined, {
      'accept-language': 'en',
    });
    expect([manager.status, manager.headers.get('content-language')]).toEqual([400, 'de']);
  });
});

describe('the back office', () => {
  it('answers in German whatever Accept-Language says', async () => {
    for (const header of ['fr', 'en-US, en;q=0.9']) {
      const response = await sendAs(
        users.marco.email,
        'POST',
        '/api/blacklist',
        { title: 'x', id: 'y', hacker: true },
        {
          'accept-language': header,
        },
      );
      expect([response.status, response.headers.get('content-language')]).toEqual([400, 'de']);
      const problem = (await response.json()) as Problem;
      expect(problem.errors).toEqual([
        { field: '/body/hacker', messageKey: 'errors.invalidValue', detail: 'Dieses Feld ist hier nicht vorgesehen' },
      ]);
      expect(problem.detail).toBe('Die Anfrage enthält ungültige Angaben. Bitte die markierten Felder prüfen.');
    }
    const manager = await callerOf(await portal.as(users.marco.email));
    const huge = hostileBodies.find((body) => body.name === 'a huge string')!;
    const tooLarge = await sendRaw(
      portal.url,
      'POST',
      '/api/blacklist',
      {
        ...huge,
        headers: { ...huge.headers, 'accept-language': 'en' },
      },
      manager,
    );
    expect([tooLarge.status, (JSON.parse(tooLarge.text) as Problem).detail]).toEqual([
      413,
      'Die Anfrage ist zu gross (höchstens 64 kB, mit Bildern 30 MB).',
    ]);
  });
});
