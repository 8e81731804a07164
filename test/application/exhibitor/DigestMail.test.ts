import { describe, expect, it } from '@jest/globals';
import type { DeadlineView } from '../../../application/exhibitor/Deadlines.ts';
import { digestMail } from '../../../application/exhibitor/DigestMail.ts';
import type { Language } from '../../../domain/index.ts';

const everywhere = (text: string) => ({ de: text, fr: text, en: text });

function aDeadline(overrides: Partial<Omit<DeadlineView, 'task'>> & { task?: string } = {}): DeadlineView {
  const { task = 'Katalogeintrag', ...rest } = overrides;
  return {
    fair: { idCode: 'HAB27', displayName: everywhere('Habitat 2027') },
    booth: { regiNr: '4711', label: everywhere('Halle 1 A10') },
    task: { id: 'HAB27-task-VERZ', displayName: everywhere(task), serviceGroup: 'VERZ' },
    state: 'due',
    dueDate: '2026-12-31',
    opensOn: null,
    link: null,
    pagePath: '/fair/HAB27/4711#task-HAB27-task-VERZ',
    assignee: null,
    assignedToMe: false,
    ...rest,
  };
}

const digest = (deadlines: DeadlineView[], language: Language = 'de') =>
  digestMail({
    to: 'anna@exhibitor.example',
    name: 'Anna Muster',
    language,
    deadlines,
    publicUrl: 'https://portal.example/',
    unsubscribeUrl: 'https://portal.example/api/digest/unsubscribe?token=abc.def',
  });

describe('digestMail', () => {
  it('lists the overdue deadlines before those due soon, each with the task on its booth page', () => {
    const mail = digest([
      aDeadline({ task: 'Strom bestellen', state: 'due' }),
      aDeadline({ task: 'Katalogeintrag', state: 'overdue', dueDate: '2026-11-01' }),
    ]);
    expect(mail.to).toBe('anna@exhibitor.example');
    const text = mail.text;
    expect(text.indexOf('Überfällig:')).toBeLessThan(text.indexOf('Katalogeintrag'));
    expect(text.indexOf('Katalogeintrag')).toBeLessThan(text.indexOf('In den nächsten 14 Tagen fällig:'));
    expect(text.indexOf('In den nächsten 14 Tagen fällig:')).toBeLessThan(text.indexOf('Strom bestellen'));
    expect(text).toContain('https://portal.example/fair/HAB27/4711#task-HAB27-task-VERZ');
    expect(text).toContain('https://portal.example/deadlines');
    expect(text).toContain('(Habitat 2027, Halle 1 A10)');
  });

  it('counts both kinds in the subject and leaves out a kind that has none', () => {
    expect(digest([aDeadline({ state: 'overdue' }), aDeadline(), aDeadline()]).subject).toBe(
      'Ihre Fristen: 1 überfällig, 2 in den nächsten 14 Tagen fällig',
    );
    const soonOnly = digest([aDeadline()]);
    expect(soonOnly.subject).toBe('Ihre Fristen: 1 in den nächsten 14 Tagen fällig');
    expect(soonOnly.text).not.toContain('Überfällig');
  });

  it('writes the mail in the user’s language with the day as their locale writes it', () => {
    const english = digest([aDeadline({ state: 'overdue' })], 'en');
    expect(english.subject).toBe('Your deadlines: 1 overdue');
    expect(english.text).toContain('Hello Anna Muster');
    expect(english.text).toContain('12/31/2026');
    const french = digest([aDeadline()], 'fr');
    expect(french.text).toContain('Bonjour Anna Muster');
    expect(french.text).toContain('31.12.2026');
  });

  // spec: exhibitor-area §1 (the greeting uses the user's given and family name); a letter's salutation ends in a comma
  it.each([
    ['de', 'Guten Tag Anna Muster,'],
    ['fr', 'Bonjour Anna Muster,'],
    ['en', 'Hello Anna Muster,'],
  ] as const)('greets in %s with the comma of a letter: "%s"', (language, greeting) => {
    const mail = digest([aDeadline()], language);
    expect(mail.text.split('\n')[0]).toBe(greeting);
    expect(mail.html).toContain(`<p>${greeting}</p>`);
  });

  // RFC 8058 one-click unsubscribe, with the https address of RFC 2369 in angle brackets
  it('offers the one-click unsubscribe in its headers', () => {
    expect(digest([aDeadline()]).headers).toEqual({
      'List-Unsubscribe': '<https://portal.example/api/digest/unsubscribe?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes every text it puts into the HTML body', () => {
    const mail = digest([aDeadline({ task: '<img src=x onerror=alert(1)>' })]);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('href="https://portal.example/fair/HAB27/4711#task-HAB27-task-VERZ"');
  });
});
