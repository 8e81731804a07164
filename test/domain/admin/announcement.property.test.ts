import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ANNOUNCEMENT_MESSAGES,
  announcementBodyHtml,
  announcementIn,
  MAX_ANNOUNCEMENT_BODY_LENGTH,
  MAX_ANNOUNCEMENT_SUBJECT_LENGTH,
  mayCancelAnnouncement,
  validateAnnouncement,
  type AnnouncementTexts,
} from '../../../domain/admin/index.ts';

// spec: admin cockpit announcements (subject and body in de, fr and en, a send time now or later; each recipient
// reads it in their language; a scheduled one can be cancelled).

const NOW = new Date(Date.UTC(2026, 11, 3, 12));
const filled = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== '');
const localized = fc.record({ de: filled, fr: filled, en: filled });
const textsArb: fc.Arbitrary<AnnouncementTexts> = fc.record({ subject: localized, body: localized });
const languageArb = fc.constantFrom('de' as const, 'fr' as const, 'en' as const);
const fieldOf = (kind: 'subject' | 'body', language: string) =>
  `${kind}${language.charAt(0).toUpperCase()}${language.slice(1)}`;

describe('validateAnnouncement', () => {
  it('accepts texts given in every language, sent now or at any time of the coming season', () => {
    fc.assert(
      fc.property(textsArb, fc.option(fc.integer({ min: 0, max: 365 * 86_400_000 })), (texts, ahead) => {
        const sendAt = ahead === null ? null : new Date(NOW.getTime() + ahead);
        expect(validateAnnouncement(texts, sendAt, {}, NOW)).toEqual([]);
      }),
    );
  });

  it('names exactly the subject or body left blank in a language', () => {
    fc.assert(
      fc.property(
        textsArb,
        fc.constantFrom('subject' as const, 'body' as const),
        languageArb,
        (texts, kind, language) => {
          const blanked = { ...texts, [kind]: { ...texts[kind], [language]: '  ' } };
          const message =
            kind === 'subject' ? ANNOUNCEMENT_MESSAGES.subjectRequired : ANNOUNCEMENT_MESSAGES.bodyRequired;
          expect(validateAnnouncement(blanked, null, {}, NOW)).toEqual([{ field: fieldOf(kind, language), message }]);
        },
      ),
    );
  });

  it('refuses a text longer than its limit and takes one at the limit', () => {
    fc.assert(
      fc.property(
        textsArb,
        fc.constantFrom('subject' as const, 'body' as const),
        languageArb,
        fc.boolean(),
        (texts, kind, language, over) => {
          const limit = kind === 'subject' ? MAX_ANNOUNCEMENT_SUBJECT_LENGTH : MAX_ANNOUNCEMENT_BODY_LENGTH;
          const changed = { ...texts, [kind]: { ...texts[kind], [language]: 'x'.repeat(over ? limit + 1 : limit) } };
          const errors = validateAnnouncement(changed, null, {}, NOW);
          expect(errors.map((error) => error.field)).toEqual(over ? [fieldOf(kind, language)] : []);
        },
      ),
    );
  });

  it('refuses a send time in the past or beyond a season ahead', () => {
    fc.assert(
      fc.property(
        textsArb,
        fc.integer({ min: 6 * 60_000, max: 1000 * 86_400_000 }),
        fc.boolean(),
        (texts, distance, past) => {
          const sendAt = new Date(NOW.getTime() + (past ? -distance : distance + 366 * 86_400_000));
          expect(validateAnnouncement(texts, sendAt, {}, NOW)).toEqual([
            { field: 'sendAt', message: past ? ANNOUNCEMENT_MESSAGES.sendAtPast : ANNOUNCEMENT_MESSAGES.sendAtTooFar },
          ]);
        },
      ),
    );
  });

  it('refuses a state no task shows', () => {
    fc.assert(
      fc.property(
        textsArb,
        fc.string().filter((state) => !['overdue', 'due', 'pendent', 'unknown', 'inactive', 'done'].includes(state)),
        (texts, state) => {
          const errors = validateAnnouncement(texts, null, { states: [state as 'due'] }, NOW);
          expect(errors).toEqual([{ field: 'segment.states', message: ANNOUNCEMENT_MESSAGES.unknownState }]);
        },
      ),
    );
  });
});

describe('announcementIn', () => {
  it('gives the recipient the subject and body of their language and no other', () => {
    fc.assert(
      fc.property(textsArb, languageArb, (texts, language) => {
        expect(announcementIn(texts, language)).toEqual({
          subject: texts.subject[language].trim(),
          body: texts.body[language].trim(),
        });
      }),
    );
  });
});

describe('announcementBodyHtml', () => {
  it('keeps every character of the text and makes none of it markup', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (body) => {
        const html = announcementBodyHtml(body);
        const inner = html.replace(/<\/?p>|<br>/g, '');
        expect(inner).not.toMatch(/[<>]/);
        const decoded = inner
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(decoded.replace(/\s/g, '')).toBe(body.replace(/\s/g, ''));
      }),
    );
  });
});

describe('mayCancelAnnouncement', () => {
  it('lets only a scheduled announcement be cancelled', () => {
    expect(
      ['scheduled', 'sending', 'sent', 'cancelled'].filter((status) => mayCancelAnnouncement(status as 'sent')),
    ).toEqual(['scheduled']);
  });
});
