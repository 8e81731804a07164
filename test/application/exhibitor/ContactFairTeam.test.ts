import { describe, expect, it } from '@jest/globals';
import type { User } from '../../../application/ports/Users.ts';
import { ContactFairTeam } from '../../../application/exhibitor/ContactFairTeam.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  contactRateDecision,
  validateContactMessage,
} from '../../../domain/exhibitor/contactMessage.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryRateLimits } from '../../support/InMemoryRateLimits.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld, portsOf } from '../../support/builders/index.ts';
import { asRouted, boothAccessOver } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').named('Anna', 'Muster').speaking('de').build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').speaking('fr').build();
const hab = aFair().withIdCode('HAB27').withTeamEmail('team@hab.example');
const world = aWorld({
  fairs: [hab],
  booths: [
    aBookedBooth().withRegiNr('4711').bookedBy(anna.email).at(hab),
    aBookedBooth().withRegiNr('4811').bookedBy(luc.email).at(hab),
  ],
});

function setUp() {
  const mails = new InMemoryMailQueue();
  const { bookingSystem, fairs } = portsOf(world);
  const contact = new ContactFairTeam(fairs, mails, new InMemoryRateLimits());
  const access = boothAccessOver(bookingSystem);
  // As the API calls it: the router resolves the booth (x-booth contact) before the use case runs.
  const service = {
    send: (user: User, regiNr: string, input: { subject?: unknown; message?: unknown }, at: Date) =>
      asRouted(access, user, 'contact', regiNr, (scope) => contact.send(scope, input, at)),
    sendAboutFair: contact.sendAboutFair.bind(contact),
  };
  return { service, mails };
}

const later = (ms: number) => new Date(now.getTime() + ms);

describe('ContactFairTeam', () => {
  // spec: exhibitor-area §2 Fair page actions: contact-the-fair-team modal sends to the fair's team e-mail
  it('queues a plain-text mail to the fair team, reply-to the exhibitor, with the trimmed subject and message', async () => {
    const { service, mails } = setUp();
    const result = await service.send(
      anna,
      '4711',
      { subject: '  Frage zur Fläche  ', message: '\n Können wir vergrössern? \n' },
      now,
    );
    expect(result).toEqual({ ok: true, sentTo: 'team@hab.example' });
    expect(mails.sent).toHaveLength(1);
    const { mail } = mails.sent[0];
    expect(mail.to).toBe('team@hab.example');
    expect(mail.replyTo).toBe('anna@exhibitor.example');
    expect(mail.subject).toBe('Anfrage HAB27 4711: Frage zur Fläche');
    expect(mail.text).toContain('Registrierungsnummer: 4711');
    expect(mail.text).toContain('Von: Anna Muster <anna@exhibitor.example>');
    expect(mail.text).toContain('Können wir vergrössern?\n');
    expect(mail.text).not.toContain(' Können');
    expect(mail.html).toBeUndefined();
  });

  it('writes the head again in the exhibitor’s language after the German one', async () => {
    const { service, mails } = setUp();
    await service.send(luc, '4811', { subject: 'Question', message: 'Bonjour' }, now);
    const text = mails.sent[0].mail.text;
    expect(text.indexOf('Registrierungsnummer')).toBeLessThan(text.indexOf('Numéro d’inscription'));
  });

  // spec: exhibitor-area §6 booth access is checked on the server
  it('answers boothNotFound for a booth of another user and sends nothing', async () => {
    const { service, mails } = setUp();
    expect(await service.send(luc, '4711', { subject: 'x', message: 'y' }, now)).toEqual({
      ok: false,
      error: 'boothNotFound',
    });
    expect(await service.send(anna, '../etc', { subject: 'x', message: 'y' }, now)).toEqual({
      ok: false,
      error: 'boothNotFound',
    });
    expect(mails.sent).toHaveLength(0);
  });

  it('answers field errors for blank, too long or multi-line input and sends nothing', async () => {
    const { service, mails } = setUp();
    const result = await service.send(
      anna,
      '4711',
      { subject: '   ', message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
      now,
    );
    expect(result).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: [
        { field: '/body/subject', messageKey: 'errors.contactRequired' },
        { field: '/body/message', messageKey: 'errors.contactTooLong' },
      ],
    });
    expect(await service.send(anna, '4711', { subject: 'a\nb', message: 'ok' }, now)).toMatchObject({
      fieldErrors: [{ field: '/body/subject', messageKey: 'errors.contactSubjectOneLine' }],
    });
    expect(mails.sent).toHaveLength(0);
  });

  it('accepts 5 messages per user in 10 minutes, refuses the 6th with the seconds to wait, and lets it through later', async () => {
    const { service, mails } = setUp();
    for (let index = 0; index < 5; index += 1) {
      expect((await service.send(anna, '4711', { subject: `s${index}`, message: 'm' }, later(index * 60_000))).ok).toBe(
        true,
      );
    }
    expect(await service.send(anna, '4711', { subject: 's5', message: 'm' }, later(5 * 60_000))).toEqual({
      ok: false,
      error: 'rateLimited',
      retryAfterSeconds: 300,
    });
    expect((await service.send(luc, '4811', { subject: 'other user', message: 'm' }, later(5 * 60_000))).ok).toBe(true);
    expect((await service.send(anna, '4711', { subject: 's6', message: 'm' }, later(10 * 60_000 + 1))).ok).toBe(true);
    expect(mails.sent).toHaveLength(7);
  });
});

describe('validateContactMessage and contactRateDecision (domain)', () => {
  it('keeps the limits inclusive', () => {
    expect(
      validateContactMessage({ subject: 's'.repeat(CONTACT_SUBJECT_MAX), message: 'm'.repeat(CONTACT_MESSAGE_MAX) }).ok,
    ).toBe(true);
    expect(validateContactMessage({ subject: 's'.repeat(CONTACT_SUBJECT_MAX + 1), message: 'm' })).toEqual({
      ok: false,
      errors: { subject: 'errors.contactTooLong' },
    });
    expect(validateContactMessage({ subject: 1, message: null })).toEqual({
      ok: false,
      errors: { subject: 'errors.contactRequired', message: 'errors.contactRequired' },
    });
  });

  it('waits at least one second and counts only messages inside the window', () => {
    const limit = { messages: 2, windowMs: 1000 };
    expect(contactRateDecision([new Date(0), new Date(500)], new Date(1000), limit)).toEqual({ allowed: true });
    expect(contactRateDecision([new Date(600), new Date(700)], new Date(1000), limit)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});
