import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { CONTACT_RATE_LIMIT } from '../../../domain/exhibitor/contactMessage.ts';
import { demo } from '../../support/demo.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { captureMails, expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;
const mails = new InMemoryMailQueue();

beforeAll(async () => {
  portal = await startTestPortal();
  captureMails(portal, mails);
});

afterAll(async () => {
  await portal?.stop();
});

beforeEach(() => {
  mails.sent.length = 0;
});

const { users, booths, fairs } = demo;

const path = (regiNr: string) => `/api/exhibitor/booths/${regiNr}/contact`;

// spec: exhibitor-area §2 Fair page actions: contact-the-fair-team modal (sends to the fair's team e-mail)
describe('POST /api/exhibitor/booths/{regiNr}/contact', () => {
  it('queues the mail to the fair team with reply-to the exhibitor and answers 200', async () => {
    const response = await portal.send(users.anna.email, 'POST', path(booths.annaConfirmedHab.regiNr), {
      subject: ' Standfläche ',
      message: 'Können wir vergrössern?',
    });
    expect(response.status).toBe(200);
    expect(await expectDescribed('POST', path(booths.annaConfirmedHab.regiNr), response)).toEqual({ queued: true });
    expect(mails.sent).toHaveLength(1);
    expect(mails.sent[0].mail).toMatchObject({ to: expect.stringContaining('@'), replyTo: users.anna.email });
    expect(mails.sent[0].mail.subject).toMatch(/: Standfläche$/);
  });

  // spec: exhibitor-area §6 booth access is checked on the server
  it('answers 404 errors.boothNotFound for another exhibitor’s booth and sends nothing', async () => {
    const response = await portal.send(users.luc.email, 'POST', path(booths.annaConfirmedHab.regiNr), {
      subject: 'Hallo',
      message: 'Test',
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', path(booths.annaConfirmedHab.regiNr), response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 422 with field errors for a blank subject and a too long message', async () => {
    const response = await portal.send(users.anna.email, 'POST', path(booths.annaConfirmedHab.regiNr), {
      subject: '   ',
      message: 'x'.repeat(5001),
    });
    expect(response.status).toBe(422);
    const body = (await expectDescribed('POST', path(booths.annaConfirmedHab.regiNr), response)) as {
      messageKey: string;
      errors: unknown[];
    };
    expect(body.messageKey).toBe('errors.invalidContactMessage');
    expect(body.errors).toEqual([
      expect.objectContaining({ field: '/body/subject', messageKey: 'errors.contactRequired' }),
      expect.objectContaining({ field: '/body/message', messageKey: 'errors.contactTooLong' }),
    ]);
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 400 for a body that does not match the description', async () => {
    const response = await portal.send(users.anna.email, 'POST', path(booths.annaConfirmedHab.regiNr), {
      subject: 'Hallo',
    });
    expect(response.status).toBe(400);
    await expectDescribed('POST', path(booths.annaConfirmedHab.regiNr), response);
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 403 without the CSRF token and sends nothing', async () => {
    const response = await portal.send(
      users.anna.email,
      'POST',
      path(booths.annaConfirmedHab.regiNr),
      { subject: 'Hallo', message: 'Test' },
      false,
    );
    expect(response.status).toBe(403);
    await expectDescribed('POST', path(booths.annaConfirmedHab.regiNr), response);
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 429 with Retry-After once the user has sent 5 messages in 10 minutes', async () => {
    for (let index = 0; index < CONTACT_RATE_LIMIT.messages; index += 1) {
      const response = await portal.send(users.emily.email, 'POST', path(booths.emilyConfirmedGas.regiNr), {
        subject: `Frage ${index}`,
        message: 'Test',
      });
      expect(response.status).toBe(200);
    }
    const refused = await portal.send(users.emily.email, 'POST', path(booths.emilyConfirmedGas.regiNr), {
      subject: 'Noch eine',
      message: 'Test',
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await expectDescribed('POST', path(booths.emilyConfirmedGas.regiNr), refused)).toMatchObject({
      messageKey: 'errors.tooManyContactMessages',
    });
    expect(mails.sent).toHaveLength(CONTACT_RATE_LIMIT.messages);
  });
});

// spec: exhibitor-area §2 Fair page actions (contact-the-fair-team) on the route /fair/:code/new
describe('POST /api/exhibitor/fairs/{idCode}/contact', () => {
  const fairPath = (idCode: string) => `/api/exhibitor/fairs/${idCode}/contact`;

  it('queues the mail about a published fair for a user without a booth there, saying no booth is registered yet', async () => {
    const response = await portal.send(users.nina.email, 'POST', fairPath(fairs.hab.idCode), {
      subject: 'Eckstand',
      message: 'Haben Sie noch einen Eckstand?',
    });
    expect(response.status).toBe(200);
    expect(await expectDescribed('POST', fairPath(fairs.hab.idCode), response)).toEqual({ queued: true });
    expect(mails.sent).toHaveLength(1);
    expect(mails.sent[0].mail).toMatchObject({ to: expect.stringContaining('@'), replyTo: users.nina.email });
    expect(mails.sent[0].mail.subject).toMatch(new RegExp(`${fairs.hab.idCode} neu: Eckstand$`));
    expect(mails.sent[0].mail.text).toContain('noch kein Stand');
  });

  it('writes the French part of the mail with a narrow no-break space before each colon', async () => {
    const response = await portal.send(users.luc.email, 'POST', fairPath(fairs.hab.idCode), {
      subject: 'Question',
      message: 'Bonjour',
    });
    expect(response.status).toBe(200);
    const text = mails.sent[0].mail.text;
    expect(text).toContain(`Salon\u202f: ${fairs.hab.idCode}`);
    expect(text).toContain(`Messe: ${fairs.hab.idCode}`);
    expect(text).not.toContain('Salon:');
  });

  it('answers 404 errors.boothNotFound for a fair that is not published and sends nothing', async () => {
    const response = await portal.send(users.nina.email, 'POST', fairPath(fairs.habLastYear.idCode), {
      subject: 'Hallo',
      message: 'Test',
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', fairPath(fairs.habLastYear.idCode), response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 422 with field errors for a blank message and 403 without the CSRF token', async () => {
    const invalid = await portal.send(users.nina.email, 'POST', fairPath(fairs.hab.idCode), {
      subject: 'Hallo',
      message: ' ',
    });
    expect(invalid.status).toBe(422);
    expect(await expectDescribed('POST', fairPath(fairs.hab.idCode), invalid)).toMatchObject({
      messageKey: 'errors.invalidContactMessage',
    });
    const forged = await portal.send(
      users.nina.email,
      'POST',
      fairPath(fairs.hab.idCode),
      { subject: 'a', message: 'b' },
      false,
    );
    expect(forged.status).toBe(403);
    expect(mails.sent).toHaveLength(0);
  });
});
