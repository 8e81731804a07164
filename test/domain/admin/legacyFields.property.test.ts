import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { withLegacyFairFieldsCopied, withLegacyFairWallLogoCopied } from '../../../domain/admin/index.ts';
import { filledTextArb } from './adminMothers.ts';

const maybeTextArb = fc.option(fc.oneof(filledTextArb, fc.constantFrom('', '  ')), { nil: undefined });
const isBlank = (v: string | undefined) => v === undefined || v.trim() === '';

describe('legacy field copies', () => {
  // spec: admin-back-office §3 fair: a legacy single defaultRegistrationUrl is copied into De; a legacy logo into logoDe
  it('fills the De field from the legacy one only when De is blank, and keeps everything else', () => {
    fc.assert(
      fc.property(maybeTextArb, maybeTextArb, maybeTextArb, maybeTextArb, (legacyUrl, urlDe, legacyLogo, logoDe) => {
        const fair = {
          _id: 'f',
          defaultRegistrationUrl: legacyUrl,
          defaultRegistrationUrlDe: urlDe,
          logo: legacyLogo,
          logoDe,
          logoFr: 'fr',
        };
        const copied = withLegacyFairFieldsCopied(fair);
        expect(copied.defaultRegistrationUrlDe).toBe(isBlank(urlDe) && !isBlank(legacyUrl) ? legacyUrl : urlDe);
        expect(copied.logoDe).toBe(isBlank(logoDe) && !isBlank(legacyLogo) ? legacyLogo : logoDe);
        expect({ ...copied, defaultRegistrationUrlDe: urlDe, logoDe }).toEqual(fair);
      }),
    );
  });

  // spec: admin-back-office §3 fair wall entry: legacy logo copied to De
  it('fills a wall entry’s logoDe from its legacy logo only when logoDe is blank', () => {
    fc.assert(
      fc.property(maybeTextArb, maybeTextArb, (legacyLogo, logoDe) => {
        const copied = withLegacyFairWallLogoCopied({ displayName: 'Muba', logo: legacyLogo, logoDe });
        expect(copied.logoDe).toBe(isBlank(logoDe) && !isBlank(legacyLogo) ? legacyLogo : logoDe);
        expect(copied.logo).toBe(legacyLogo);
        expect(copied.displayName).toBe('Muba');
      }),
    );
  });
});
