import { DateTime } from 'luxon';
import { boothLabel, PRODUCT_NAME, textIn, uiLocaleTag, type Language, type TaskView } from '../../domain/index.ts';
import type { BookedBooth } from '../ports/BookingSystem.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { ReminderState } from './ReminderState.ts';

/* The texts of a reminder (exhibitor-area §3 Notification type reminder) for the message centre and the e-mail. */

export interface ReminderMessage {
  readonly subject: string;
  /** Plain-text e-mail body with the absolute link to the booth page. */
  readonly text: string;
  /** HTML for the message centre: the link stays inside the portal (relative). */
  readonly notificationHtml: string;
  /** HTML for the e-mail: the same with the absolute link. */
  readonly mailHtml: string;
}

interface ReminderWording {
  subject: (task: string, date: string) => string;
  lead: (task: string, date: string) => string;
  booth: string;
  open: string;
  footer: string;
}

const WORDING: Record<Language, Record<ReminderState, ReminderWording>> = (() => {
  const de = {
    booth: 'Stand',
    open: `Zum Stand im ${PRODUCT_NAME.de}`,
    footer:
      'Sie erhalten diese E-Mail, weil Sie Benachrichtigungen per E-Mail eingeschaltet haben. Sie können sie im Nachrichtencenter ausschalten.',
  };
  const fr = {
    booth: 'Stand',
    open: `Ouvrir le stand dans le ${PRODUCT_NAME.fr}`,
    footer:
      'Vous recevez cet e-mail parce que vous avez activé les notifications par e-mail. Vous pouvez les désactiver dans le centre de messages.',
  };
  const en = {
    booth: 'Booth',
    open: `Open the booth in the ${PRODUCT_NAME.en}`,
    footer:
      'You receive this e-mail because you switched on e-mail notifications. You can switch them off in the message centre.',
  };
  return {
    de: {
      due: {
        ...de,
        subject: (task, date) => `Erinnerung: «${task}» ist bis ${date} fällig`,
        lead: (task, date) => `Die Aufgabe «${task}» ist bis ${date} zu erledigen.`,
      },
      overdue: {
        ...de,
        subject: (task) => `Erinnerung: «${task}» ist überfällig`,
        lead: (task, date) => `Die Aufgabe «${task}» war bis ${date} zu erledigen und ist noch offen.`,
      },
    },
    fr: {
      due: {
        ...fr,
        subject: (task, date) => `Rappel\u202f: «\u202f${task}\u202f» à effectuer d’ici le ${date}`,
        lead: (task, date) => `La tâche «\u202f${task}\u202f» est à effectuer d’ici le ${date}.`,
      },
      overdue: {
        ...fr,
        subject: (task) => `Rappel\u202f: «\u202f${task}\u202f» est en retard`,
        lead: (task, date) =>
          `La tâche «\u202f${task}\u202f» était à effectuer d’ici le ${date} et est encore ouverte.`,
      },
    },
    en: {
      due: {
        ...en,
        subject: (task, date) => `Reminder: “${task}” is due by ${date}`,
        lead: (task, date) => `The task “${task}” is due by ${date}.`,
      },
      overdue: {
        ...en,
        subject: (task) => `Reminder: “${task}” is overdue`,
        lead: (task, date) => `The task “${task}” was due by ${date} and is still open.`,
      },
    },
  };
})();

/** The reminder's subject and bodies in the user's language (de, fr, en); every interpolated text is HTML-escaped. */
export function reminderMessage(
  language: Language,
  input: { fair: ProductFair; booth: BookedBooth; task: TaskView; state: ReminderState; publicUrl: string },
): ReminderMessage {
  const wording = WORDING[language] ?? WORDING.de;
  const words = wording[input.state];
  const taskName = textIn(input.task.task.displayName, language);
  const date = input.task.dueDate ? formatDay(input.task.dueDate, language) : '';
  const fairName = textIn(input.fair.displayName, language);
  const label = boothLabel(input.booth, language);
  const path = `/fair/${encodeURIComponent(input.fair.idCode)}/${encodeURIComponent(input.booth.regiNr)}`;
  const absolute = `${input.publicUrl.replace(/\/$/, '')}${path}`;
  const boothLine = `${fairName} – ${words.booth} ${label}`.trim();
  const html = (href: string, footer: boolean) =>
    [
      `<p>${escapeHtml(words.lead(taskName, date))}</p>`,
      `<p>${escapeHtml(boothLine)}</p>`,
      `<p><a href="${escapeHtml(href)}">${escapeHtml(words.open)}</a></p>`,
      footer ? `<p>${escapeHtml(words.footer)}</p>` : '',
    ].join('');
  return {
    subject: words.subject(taskName, date),
    text: [words.lead(taskName, date), boothLine, `${words.open}: ${absolute}`, '', words.footer].join('\n'),
    notificationHtml: html(path, false),
    mailHtml: html(absolute, true),
  };
}

/** A calendar day as the user's locale writes it (de-CH 31.12.2026, fr-CH 31.12.2026, en-US 12/31/2026). */
export function formatDay(day: string, language: Language): string {
  const date = DateTime.fromISO(day.slice(0, 10), { zone: 'utc' });
  return date.isValid ? date.setLocale(uiLocaleTag(language)).toLocaleString(DateTime.DATE_SHORT) : day;
}

/** Text made safe for HTML mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
