import { describe, expect, it } from '@jest/globals';
import { LANGUAGES, labelled, withColon } from '../../../domain/index.ts';

// spec: exhibitor-area §1 (de, fr, en): French text as French is written, a narrow no-break space before the colon
describe('labels with a colon', () => {
  it('puts a narrow no-break space before the colon in French only', () => {
    expect(labelled('fr', 'Salon', 'HAB26')).toBe('Salon\u202f: HAB26');
    expect(labelled('de', 'Messe', 'HAB26')).toBe('Messe: HAB26');
    expect(withColon('en', 'Fair')).toBe('Fair:');
    for (const language of LANGUAGES) expect(withColon(language, 'x')).not.toMatch(/ :/);
  });
});
