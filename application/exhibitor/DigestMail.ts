import { PRODUCT_NAME, type Language } from '../../domain/index.ts';
import type { Mail } from '../ports/Mail.ts';
import type { DeadlineView } from './Deadlines.ts';
import { escapeHtml, formatDay } from './ReminderMail.ts';

/* The weekly digest e-mail: what is overdue and what is due within the next 14 days across all booths. */

interface DigestWording {
  subject: (overdue: number, soon: number) => string;
  greeting: (name: string) => string;
  overdue: string;
  soon: string;
  open: string;
  footer: string;
}

/** The subject's counts, leaving out the part that is zero. */
const counts = (...parts: Array<string | false>) => parts.filter((part) => part).join(', ');

const WORDING: Record<Language, DigestWording> = {
  de: {
    subject: (overdue, soon) =>
      `Ihre Fristen: ${counts(overdue > 0 && `${overdue} überfällig`, soon > 0 && `${soon} in den nächsten 14 Tagen fällig`)}`,
    greeting: (name) => `Guten Tag ${name},`,
    overdue: 'Überfällig',
    soon: 'In den nächsten 14 Tagen fällig',
    open: `Alle Fristen im ${PRODUCT_NAME.de}`,
    footer:
      'Sie erhalten diese E-Mail jeden Montag, weil Sie die wöchentliche Übersicht eingeschaltet haben. Sie können sie im Nachrichtencenter ausschalten.',
  },
  fr: {
    subject: (overdue, soon) =>
      `Vos échéances\u202f: ${counts(overdue > 0 && `${overdue} en retard`, soon > 0 && `${soon} à effectuer dans les 14 prochains jours`)}`,
    greeting: (name) => `Bonjour ${name},`,
    overdue: 'En retard',
    soon: 'À effectuer dans les 14 prochains jours',
    open: `Toutes les échéances dans le ${PRODUCT_NAME.fr}`,
    footer:
      'Vous recevez cet e-mail chaque lundi parce que vous avez activé le récapitulatif hebdomadaire. Vous pouvez le désactiver dans le centre de messages.',
  },
  en: {
    subject: (overdue, soon) =>
      `Your deadlines: ${counts(overdue > 0 && `${overdue} overdue`, soon > 0 && `${soon} due in the next 14 days`)}`,
    greeting: (name) => `Hello ${name},`,
    overdue: 'Overdue',
    soon: 'Due in the next 14 days',
    open: `All deadlines in the ${PRODUCT_NAME.en}`,
    footer:
      'You receive this e-mail every Monday because you switched on the weekly summary. You can switch it off in the message centre.',
  },
};

/** The digest for one user in their language; every interpolated text is HTML-escaped. `deadlines` is not empty. */
export function digestMail(input: {
  to: string;
  name: string;
  language: Language;
  deadlines: readonly DeadlineView[];
  publicUrl: string;
  /** The one-click unsubscribe address of this user (POST, RFC 8058). */
  unsubscribeUrl: string;
}): Mail {
  const { language } = input;
  const words = WORDING[language] ?? WORDING.de;
  const base = input.publicUrl.replace(/\/$/, '');
  const overdue = input.deadlines.filter((deadline) => deadline.state === 'overdue');
  const soon = input.deadlines.filter((deadline) => deadline.state !== 'overdue');
  const line = (deadline: DeadlineView) =>
    `${formatDay(deadline.dueDate, language)} – ${deadline.task.displayName[language]} ` +
    `(${deadline.fair.displayName[language]}, ${deadline.booth.label[language]})`;
  const sections = [
    { title: words.overdue, items: overdue },
    { title: words.soon, items: soon },
  ].filter((section) => section.items.length > 0);
  const text = [
    words.greeting(input.name),
    '',
    ...sections.flatMap((section) => [
      `${section.title}:`,
      ...section.items.map((deadline) => `- ${line(deadline)}\n  ${base}${deadline.pagePath}`),
      '',
    ]),
    `${words.open}: ${base}/deadlines`,
    '',
    words.footer,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting(input.name))}</p>`,
    ...sections.map(
      (section) =>
        `<h2>${escapeHtml(section.title)}</h2><ul>${section.items
          .map(
            (deadline) =>
              `<li><a href="${escapeHtml(base + deadline.pagePath)}">${escapeHtml(line(deadline))}</a></li>`,
          )
          .join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(`${base}/deadlines`)}">${escapeHtml(words.open)}</a></p>`,
    `<p>${escapeHtml(words.footer)}</p>`,
  ].join('');
  return {
    to: input.to,
    subject: words.subject(overdue.length, soon.length),
    text,
    html,
    // RFC 8058: a mail client offers "unsubscribe" and posts List-Unsubscribe=One-Click to the https address itself;
    // RFC 2369 wants the address in angle brackets.
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
