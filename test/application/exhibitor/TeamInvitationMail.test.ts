import { describe, expect, it } from '@jest/globals';
import { teamInvitationMail } from '../../../application/exhibitor/TeamInvitationMail.ts';
import type { Language, TeamLevel } from '../../../domain/index.ts';

// Team access per booth: the mail names what the level lets the colleague do, as the rule the server applies.
const mailOf = (level: TeamLevel, language: Language) =>
  teamInvitationMail({
    to: 'nora@colleague.example',
    language,
    holderName: 'Anna Muster',
    holderEmail: 'anna@exhibitor.example',
    booth: { label: 'Halle 1 / A10', fairName: 'Habitat Bern' },
    level,
    link: 'https://portal.example/invitation/abc',
    expiresAt: new Date('2026-12-15T10:00:00Z'),
  });

describe('the team invitation mail', () => {
  it('names what level tasks does and what it leaves out, in the holder’s language', () => {
    expect(mailOf('tasks', 'de').text).toContain(
      'Zugriff: Aufgaben (Aufgaben, Dokumente, Versicherung und Kontakt; ohne Kosten, Rechnungen, Vertragsaktionen, Zuweisungen und Teamverwaltung).',
    );
    expect(mailOf('tasks', 'fr').text).toContain(
      'sans coûts, factures, actions contractuelles, attributions et gestion de l’équipe',
    );
    expect(mailOf('tasks', 'en').text).toContain(
      'Access: tasks (tasks, documents, insurance, and contact; without costs, invoices, contract actions, assignments, and team management).',
    );
  });

  it('says level all is the holder without the team, and escapes nothing into the HTML that was not there', () => {
    expect(mailOf('all', 'de').text).toContain('Zugriff: Alles (wie der Standinhaber, ohne Teamverwaltung).');
    expect(mailOf('all', 'en').html).toContain(
      '<p>Access: everything (as the booth holder, without team management).</p>',
    );
  });

  it('invites to all booths, those booked later included, in the holder’s language', () => {
    // spec: exhibitor-area §6 (booths of the user); a colleague for all booths names no single booth
    const allOf = (language: Language) =>
      teamInvitationMail({
        to: 'nora@colleague.example',
        language,
        holderName: 'Anna Muster',
        holderEmail: 'anna@exhibitor.example',
        level: 'tasks',
        link: 'https://portal.example/invitation/abc',
        expiresAt: new Date('2026-12-15T10:00:00Z'),
      });
    expect(allOf('de').subject).toBe('Anna Muster lädt Sie zu allen Ständen ein');
    expect(allOf('de').text).toContain('an allen Ständen mitzuarbeiten, auch an später gebuchten');
    expect(allOf('fr').subject).toBe('Anna Muster vous invite à tous ses stands');
    expect(allOf('en').text).toContain(
      'all their booths in the Exhibitor Service Centre, including those booked later',
    );
    expect(allOf('en').text).not.toContain('Halle');
  });
});
