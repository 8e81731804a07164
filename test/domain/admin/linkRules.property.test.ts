import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  ADMIN_VALIDATION_MESSAGES,
  emailRule,
  isConformingLink,
  isValidEmailAddress,
  linkRule,
  servableLink,
  validateForm,
} from '../../../domain/admin/index.ts';

// The rule of the back office's link fields (fair registration and gastro addresses, document links, process step
// and group URLs, teaser CTA links, wall entry URLs) and of its e-mail fields (the fair team's address).

// A label with hyphens in its third and fourth place is reserved for encoded international names ("xn--…"), which
// the URL parser refuses when they do not decode; the rule is right to refuse those, so they are not generated here.
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/).filter((l) => l.slice(2, 4) !== '--');
const hostArb = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, tld]) => [...labels, tld].join('.'));
const pathArb = fc
  .array(fc.stringMatching(/^[A-Za-z0-9._~%-]{1,8}$/), { maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`);
const queryArb = fc.option(fc.stringMatching(/^\?[A-Za-z0-9=&_-]{0,12}$/), { nil: '' });
const webLinkArb = fc
  .tuple(fc.constantFrom('https', 'http', 'HTTPS'), hostArb, pathArb, queryArb)
  .map(([scheme, host, path, query]) => `${scheme}://${host}${path}${query}`);
const localPartArb = fc
  .array(fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((atoms) => atoms.join('.'));
const emailArb = fc.tuple(localPartArb, hostArb).map(([local, host]) => `${local}@${host}`);
const blankArb = fc.constantFrom('', ' ', '\t', '\n ');

// Schemes a browser would run or hand to another program, in the spellings that slip past naive checks.
const hostileSchemeArb = fc.constantFrom(
  'javascript:',
  'JavaScript:',
  ' javascript:',
  'java\tscript:',
  'java\nscript:',
  'vbscript:',
  'data:text/html,',
  'file:',
  'ftp://',
  'blob:',
);

describe('link rule', () => {
  it('takes absolute http(s) addresses with a host and paths starting with one slash, blanks around ignored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          webLinkArb,
          pathArb.map((p) => `${p}?a=1#top`),
        ),
        blankArb,
        blankArb,
        (link, a, b) => {
          expect(isConformingLink(`${a}${link}${b}`)).toBe(true);
          expect(servableLink(`${a}${link}${b}`)).toBe(link);
        },
      ),
    );
  });

  it('refuses script, data, file and other schemes, however they are written', () => {
    fc.assert(
      fc.property(hostileSchemeArb, fc.string({ maxLength: 20 }), fc.boolean(), (scheme, rest, allowMailto) => {
        expect(isConformingLink(`${scheme}${rest}`, { allowMailto })).toBe(false);
        expect(servableLink(`${scheme}${rest}`, { allowMailto })).toBeNull();
      }),
    );
  });

  it('refuses protocol-relative and backslash paths, which lead to another host', () => {
    fc.assert(
      fc.property(hostArb, pathArb, fc.constantFrom('//', '/\\', '\\\\', '\\/'), (host, path, start) => {
        expect(isConformingLink(`${start}${host}${path}`)).toBe(false);
      }),
    );
  });

  it('refuses blanks or control characters inside a link, which the URL parser drops silently', () => {
    fc.assert(
      fc.property(
        webLinkArb,
        fc.nat(),
        fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u0085'),
        (link, at, character) => {
          const position = 1 + (at % (link.length - 1));
          expect(isConformingLink(`${link.slice(0, position)}${character}${link.slice(position)}`)).toBe(false);
        },
      ),
    );
  });

  it('refuses a scheme without host, a bare host, relative words and over-long links', () => {
    for (const link of [
      'https://',
      'http:///path',
      'https:example.com',
      'www.example.com',
      'anmeldung',
      '#top',
      '?x=1',
    ])
      expect(isConformingLink(link)).toBe(false);
    expect(isConformingLink(`https://example.com/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('takes mailto with one valid address only where a mail address is meant', () => {
    fc.assert(
      fc.property(emailArb, fc.option(fc.constant('?subject=Anmeldung%20Stand'), { nil: '' }), (email, query) => {
        // In a mailto URL, ? % # and & of the address are written percent-encoded.
        const link = `mailto:${email.replace(/[%?#&]/g, (c) => encodeURIComponent(c))}${query}`;
        expect(isConformingLink(link, { allowMailto: true })).toBe(true);
        expect(isConformingLink(link)).toBe(false);
        expect(servableLink(link)).toBeNull();
      }),
    );
    for (const link of ['mailto:', 'mailto:team', 'mailto:a@b.ch,c@d.ch', 'mailto:%E0%A4%A@b.ch'])
      expect(isConformingLink(link, { allowMailto: true })).toBe(false);
  });
});

describe('e-mail rule', () => {
  it('takes local@domain.tld addresses and refuses anything without one @, a dotted domain or with blanks', () => {
    fc.assert(
      fc.property(emailArb, (email) => {
        expect(isValidEmailAddress(email)).toBe(true);
        expect(isValidEmailAddress(email.replace('@', ''))).toBe(false);
        expect(isValidEmailAddress(email.replace('@', ' @'))).toBe(false);
        expect(isValidEmailAddress(`${email}@${email}`)).toBe(false);
      }),
    );
    for (const value of ['not-an-email', 'team@messe', '@messe.ch', 'team@.ch', 'team..x@messe.ch', 'a b@messe.ch'])
      expect(isValidEmailAddress(value)).toBe(false);
    expect(isValidEmailAddress(`${'a'.repeat(65)}@messe.ch`)).toBe(false);
  });
});

describe('shared validator: link and e-mail fields', () => {
  it('leaves an empty field to the required rule and names the field of a bad value, in German', () => {
    fc.assert(
      fc.property(fc.oneof(blankArb, fc.constant(null), fc.constant(undefined)), hostileSchemeArb, (empty, bad) => {
        const schema = [
          { field: 'url', rules: [linkRule()] },
          { field: 'cta', rules: [linkRule({ allowMailto: true })] },
          { field: 'emailTeam', rules: [emailRule()] },
        ];
        expect(validateForm(schema, { url: empty, cta: empty, emailTeam: empty })).toEqual({ ok: true });
        expect(validateForm(schema, { url: `${bad}x`, cta: `${bad}x`, emailTeam: 'not-an-email' })).toEqual({
          ok: false,
          errors: [
            { field: 'url', message: ADMIN_VALIDATION_MESSAGES.linkInvalid },
            { field: 'cta', message: ADMIN_VALIDATION_MESSAGES.linkOrMailtoInvalid },
            { field: 'emailTeam', message: ADMIN_VALIDATION_MESSAGES.emailInvalid },
          ],
          firstFailingTab: undefined,
        });
      }),
    );
  });
});
