import { describe, expect, it } from '@jest/globals';
import { ConfigError, readConfig } from '../../adapters/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

// Issue 4 Reminders: SMTP_URL, MAIL_FROM, REMINDERS, REMINDERS_CRON, REMINDERS_TIMEZONE.
describe('configuration of e-mail and background jobs', () => {
  it('writes mails to the outbox and reminds daily at 06:00 Zurich time when nothing is set', () => {
    const config = readConfig({});
    expect(config.mail).toEqual({ kind: 'outbox', from: 'Service Centre <noreply@localhost>' });
    expect(config.jobs).toEqual({ reminders: true, remindersCron: '0 6 * * *', remindersTimeZone: 'Europe/Zurich' });
  });

  it('sends over SMTP when SMTP_URL is set, from MAIL_FROM, on the configured schedule', () => {
    const config = readConfig({
      SMTP_URL: 'smtps://portal:secret@mail.example.ch:465',
      MAIL_FROM: 'Messe Service <service@example.ch>',
      REMINDERS_CRON: '30 5 * * 1-5',
      REMINDERS_TIMEZONE: 'Europe/Paris',
      REMINDERS: 'false',
    });
    expect(config.mail).toEqual({ kind: 'smtp', url: 'smtps://portal:secret@mail.example.ch:465', from: 'Messe Service <service@example.ch>' });
    expect(config.jobs).toEqual({ reminders: false, remindersCron: '30 5 * * 1-5', remindersTimeZone: 'Europe/Paris' });
  });

  it('names malformed mail and schedule settings with their value', () => {
    const problems = problemsOf({ SMTP_URL: 'http://mail.example.ch', REMINDERS_CRON: 'every morning', REMINDERS_TIMEZONE: 'Mars/Olympus', REMINDERS: 'maybe' });
    expect(problems).toEqual([
      expect.stringMatching(/^SMTP_URL="http:\/\/mail.example.ch" is not valid: must be smtp:\/\//),
      expect.stringMatching(/^REMINDERS="maybe" is not valid/),
      expect.stringMatching(/^REMINDERS_CRON="every morning" is not valid: must be a cron expression/),
      expect.stringMatching(/^REMINDERS_TIMEZONE="Mars\/Olympus" is not valid: must be an IANA time zone/),
    ]);
  });
});
