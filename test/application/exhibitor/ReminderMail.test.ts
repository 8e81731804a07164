import { describe, expect, it } from '@jest/globals';
import { formatDay, reminderMessage } from '../../../application/exhibitor/ReminderMail.ts';
import type { ReminderState } from '../../../application/exhibitor/ReminderState.ts';
import type { Language, TaskView } from '../../../domain/index.ts';
import { aTask } from '../../domain/tasks/taskMothers.ts';
import { aBookedBooth, aFair, aWorld, portsOf } from '../../support/builders/index.ts';

const world = aWorld({
  fairs: [aFair().withIdCode('HAB27')],
  booths: [aBookedBooth().withRegiNr('4711').at('HAB27')],
});
const booth = world.booking.booths[0].booth;
const task: TaskView = {
  task: aTask({ displayName: { de: 'Katalogeintrag', fr: 'Inscription au catalogue', en: 'Catalogue entry' } }),
  state: 'due',
  done: false,
  completed: false,
  dueDate: '2026-11-23',
  infoTexts: [],
  notificationSwitchOffered: true,
};

async function messageOf(language: Language, state: ReminderState) {
  const fair = await portsOf(world).fairs.byIdCode('HAB27');
  if (!fair) throw new Error('HAB27 is in the world');
  return reminderMessage(language, { fair, booth, task, state, publicUrl: 'https://portal.example/' });
}

describe('reminderMessage', () => {
  // spec: exhibitor-area §3 Notification type reminder
  it('names the task and its day in the subject, due or overdue, in the user’s language', async () => {
    expect((await messageOf('de', 'due')).subject).toBe('Erinnerung: «Katalogeintrag» ist bis 23.11.2026 fällig');
    expect((await messageOf('de', 'overdue')).subject).toBe('Erinnerung: «Katalogeintrag» ist überfällig');
    expect((await messageOf('fr', 'due')).subject).toBe(
      'Rappel\u202f: «\u202fInscription au catalogue\u202f» à effectuer d’ici le 23.11.2026',
    );
    expect((await messageOf('en', 'overdue')).text).toContain('The task “Catalogue entry” was due by 11/23/2026');
  });

  it('links the booth page inside the portal in the message centre and absolutely in the mail', async () => {
    const message = await messageOf('de', 'due');
    expect(message.notificationHtml).toContain('href="/fair/HAB27/4711"');
    expect(message.notificationHtml).not.toContain('https://portal.example');
    expect(message.mailHtml).toContain('href="https://portal.example/fair/HAB27/4711"');
    expect(message.text).toContain('https://portal.example/fair/HAB27/4711');
  });

  it('tells in the mail, not in the message centre, why it was sent and where to switch it off', async () => {
    const message = await messageOf('de', 'due');
    expect(message.mailHtml).toContain('Nachrichtencenter ausschalten');
    expect(message.text).toContain('Nachrichtencenter ausschalten');
    expect(message.notificationHtml).not.toContain('Nachrichtencenter');
  });
});

describe('formatDay', () => {
  it('writes a day as the user’s locale does, and leaves a text that is no day as it is', () => {
    expect(formatDay('2026-12-31', 'de')).toBe('31.12.2026');
    expect(formatDay('2026-12-31T23:00:00Z', 'fr')).toBe('31.12.2026');
    expect(formatDay('2026-12-31', 'en')).toBe('12/31/2026');
    expect(formatDay('soon', 'de')).toBe('soon');
  });
});
