import { z } from 'zod';

// The forms a configuration variable's value may take (readConfig in config.ts).

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));
export const port = z.coerce.number().int().min(1).max(65535);
export const httpUrl = z.url({ protocol: /^https?$/ });
export const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'must be smtp://[user:password@]host[:port] or smtps://...',
});
// Five fields (minute hour day month weekday) of numbers, ranges, lists, steps and *.
export const cron = z
  .string()
  .regex(/^([\d*,/-]+\s+){4}[\d*,/-]+$/, 'must be a cron expression of five fields, e.g. "0 6 * * *"');
export const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone, e.g. Europe/Zurich');

/** A cron expression, or `off` (null) for a schedule not run at all. */
export const cronOrOff = z
  .literal('off')
  .transform(() => null)
  .or(cron);

export interface JobsConfig {
  reminders: boolean;
  remindersCron?: string;
  remindersTimeZone?: string;
  digestCron?: string;
  /** null: off. */
  progressCron?: string | null;
}
