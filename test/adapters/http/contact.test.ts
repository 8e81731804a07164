import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { CONTACT_RATE_LIMIT } from '../../../domain/exhibitor/contactMessage.ts';
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

const path = (regiNr: string) => `/api/exhibitor/booths/${regiNr}/contact`;

// spec: exhibitor-area §2 Fair page actions: contact-the-fair-team modal (sends to the fair's team e-mail)
describe('POST /api/exhibitor/booths/{regiNr}/contact', () => {
  it('queues the mail to the fair team with reply-to the exhibitor and answers 200', async () => {
    const response = await portal.send('aussteller@demo.test', 'POST', path('100101'), {
      subject: ' Standfläche ',
      message: 'Können wir vergrössern?',
    });
    expect(response.status).toBe(200);
    expect(await expectDescribed('POST', path('100101'), response)).toEqual({ queued: true });
    expect(mails.sent).toHaveLength(1);
    expect(mails.sent[0].mail).toMatchObject({ to: expect.stringContaining('@'), replyTo: 'aussteller@demo.test' });
    expect(mails.sent[0].mail.subject).toMatch(/: Standfläche$/);
  });

  // spec: exhibitor-area §6 booth access is checked on the server
  it('answers 404 errors.boothNotFound for another exhibitor’s booth and sends nothing', async () => {
    const response = await portal.send('haendler@demo.test', 'POST', path('100101'), {
      subject: 'Hallo',
      message: 'Test',
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', path('100101'), response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 422 with field errors for a blank subject and a too long message', async () => {
    const response = await portal.send('aussteller@demo.test', 'POST', path('100101'), {
      subject: '   ',
      message: 'x'.repeat(5001),
    });
    expect(response.status).toBe(422);
    const body = (await expectDescribed('POST', path('100101'), response)) as { messageKey: string; errors: unknown[] };
    expect(body.messageKey).toBe('errors.invalidContactMessage');
    expect(body.errors).toEqual([
      expect.objectContaining({ field: '/body/subject', messageKey: 'errors.contactRequired' }),
      expect.objectContaining({ field: '/body/message', messageKey: 'errors.contactTooLong' }),
    ]);
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 400 for a body that does not match the description', async () => {
    const response = await portal.send('aussteller@demo.test', 'POST', path('100101'), { subject: 'Hallo' });
    expect(response.status).toBe(400);
    await expectDescribed('POST', path('100101'), response);
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 403 without the CSRF token and sends nothing', async () => {
    const response = await portal.send(
      'aussteller@demo.test',
      'POST',
      path('100101'),
      { subject: 'Hallo', message: 'Test' },
      false,
    );
    expect(response.status).toBe(403);
    await expectDescribed('POST', path('100101'), response);
    expect(mails.sent).toHaveLength(0);
  });

  it('answers 429 with Retry-After once the user has sent 5 messages in 10 minutes', async () => {
    for (let index = 0; index < CONTACT_RATE_LIMIT.messages; index += 1) {
      const response = await portal.send('mitaussteller@demo.test', 'POST', path('300201'), {
        subject: `Frage ${index}`,
        message: 'Test',
      });
      expect(response.status).toBe(200);
    }
    const refused = await portal.send('mitaussteller@demo.test', 'POST', path('300201'), {
      subject: 'Noch eine',
      message: 'Test',
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await expectDescribed('POST', path('300201'), refused)).toMatchObject({
      messageKey: 'errors.tooManyContactMessages',
    });
    expect(mails.sent).toHaveLength(CONTACT_RATE_LIMIT.messages);
  });
});
