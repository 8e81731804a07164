import type { Language, TeamLevel } from '../../domain/index.ts';
import type { Mail } from '../ports/Mail.ts';
import { escapeHtml, formatDay } from './ReminderMail.ts';

const WORDS: Record<
  Language,
  {
    subject: (holder: string, booth: string) => string;
    body: (holder: string, booth: string, fair: string) => string;
    level: Record<TeamLevel, string>;
    accept: string;
    until: (day: string) => string;
    ignore: string;
  }
> = {
  de: {
    subject: (holder, booth) => `${holder} lädt Sie zum Stand ${booth} ein`,
    body: (holder, booth, fair) =>
      `${holder} lädt Sie ein, am Stand ${booth} der ${fair} im Service Centre mitzuarbeiten.`,
    level: {
      tasks: 'Zugriff: Aufgaben (Aufgaben, Dokumente, Versicherung; keine Kosten).',
      all: 'Zugriff: Alles (wie der Standinhaber, ohne weitere Personen einzuladen).',
    },
    accept: 'Einladung annehmen',
    until: (day) => `Der Link gilt bis ${day}. Melden Sie sich mit dieser E-Mail-Adresse an.`,
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  fr: {
    subject: (holder, booth) => `${holder} vous invite au stand ${booth}`,
    body: (holder, booth, fair) =>
      `${holder} vous invite à travailler sur le stand ${booth} de ${fair} dans le Service Centre.`,
    level: {
      tasks: 'Accès\u202f: tâches (tâches, documents, assurance\u202f; pas les coûts).',
      all: 'Accès\u202f: tout (comme le titulaire du stand, sans inviter d’autres personnes).',
    },
    accept: 'Accepter l’invitation',
    until: (day) => `Le lien est valable jusqu’au ${day}. Connectez-vous avec cette adresse e-mail.`,
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  },
  en: {
    subject: (holder, booth) => `${holder} invites you to booth ${booth}`,
    body: (holder, booth, fair) => `${holder} invites you to work on booth ${booth} of ${fair} in the Service Centre.`,
    level: {
      tasks: 'Access: tasks (tasks, documents, insurance; no costs).',
      all: 'Access: everything (as the booth holder, without inviting others).',
    },
    accept: 'Accept the invitation',
    until: (day) => `The link works until ${day}. Sign in with this e-mail address.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
};

/** The invitation to a booth's team, in the holder's language, with the link that accepts it. */
export function teamInvitationMail(input: {
  to: string;
  language: Language;
  holderName: string;
  holderEmail: string;
  boothLabel: string;
  fairName: string;
  level: TeamLevel;
  link: string;
  expiresAt: Date;
}): Mail {
  const words = WORDS[input.language];
  const holder = input.holderName || input.holderEmail;
  const until = words.until(formatDay(input.expiresAt.toISOString().slice(0, 10), input.language));
  const paragraphs = [words.body(holder, input.boothLabel, input.fairName), words.level[input.level]];
  return {
    to: input.to,
    subject: words.subject(holder, input.boothLabel),
    text: [...paragraphs, `${words.accept}: ${input.link}`, until, words.ignore].join('\n\n') + '\n',
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(words.accept)}</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p>${escapeHtml(words.ignore)}</p>`,
    ].join('\n'),
    replyTo: input.holderEmail,
  };
}
