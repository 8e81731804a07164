import { describe, expect, it } from '@jest/globals';
import {
  KNOWN_TEASER_TYPES,
  REGISTRATION_STATE_OPTIONS,
  REGISTRATION_STEPS,
  TEASER_IMAGE_FIELDS,
  TEASER_TEXT_FIELDS,
  TEASER_TYPE_OPTIONS,
  teaserSchema,
  teaserTypeName,
} from '../../../domain/index.ts';

describe('teaser type options and fields', () => {
  // spec: admin-back-office §4 known type values 1, 2, 4, 129, 130, 132, 136; §7 GET /teasertypes (value and text)
  it('names every known type once, in the order of the known types, and no other', () => {
    expect(TEASER_TYPE_OPTIONS.map((option) => option.value)).toEqual([...KNOWN_TEASER_TYPES]);
    expect(new Set(TEASER_TYPE_OPTIONS.map((option) => option.text)).size).toBe(KNOWN_TEASER_TYPES.length);
    expect(teaserTypeName(129)).toBe('Messe-Reihe: Bild-Teaser gross');
    expect(teaserTypeName(3)).toBe('');
  });

  // spec: admin-back-office §7 GET /fairstates; exhibitor-area §4 registration steps 1 Open, 2 Ordered, 4 In review, 8 Confirmed
  it('offers each registration step as one bit of the mask, with its German label', () => {
    expect(REGISTRATION_STATE_OPTIONS.map((option) => option.value)).toEqual([...REGISTRATION_STEPS]);
    expect(REGISTRATION_STATE_OPTIONS.map((option) => option.text)).toEqual([
      'Anmeldung offen',
      'Bestellt',
      'In Prüfung',
      'Bestätigt',
    ]);
  });

  // spec: admin-back-office §3 Teaser (per language, and suffix 2 and 3 for the second and third teaser)
  it('lists every text and image field once, and every field a teaser form of any known type checks is among them', () => {
    expect(new Set(TEASER_TEXT_FIELDS).size).toBe(6 * 3 * 3);
    expect(new Set(TEASER_IMAGE_FIELDS).size).toBe(2 * 3 * 3);
    const fields = new Set<string>([...TEASER_TEXT_FIELDS, ...TEASER_IMAGE_FIELDS]);
    const formFields = KNOWN_TEASER_TYPES.flatMap((type) => teaserSchema(type).map((field) => field.field)).filter(
      (field) => /^(title|text|cta|eyecatcher|image)/.test(field),
    );
    expect(formFields.filter((field) => !fields.has(field))).toEqual([]);
  });
});
