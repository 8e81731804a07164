import { levelOutline, PRODUCT_NAME, type Language, type NamedOperation, type TeamLevel } from '../../domain/index.ts';
import type { Mail } from '../ports/Mail.ts';
import { escapeHtml, formatDay } from './ReminderMail.ts';

const WORDS: Record<
  Language,
  {
    subject: (holder: string, booth: string) => string;
    body: (holder: string, booth: string, fair: string) => string;
    /** An invitation to all the holder's booths, those booked later included. */
    allSubject: (holder: string) => string;
    allBody: (holder: string) => string;
    /** The level's name and the words of each operation a level grants or withholds (domain levelOutline). */
    levelName: Record<TeamLevel, string>;
    operations: Record<NamedOperation, string>;
    access: (name: string, outline: { granted?: string; withheld: string }) => string;
    accept: string;
    until: (day: string) => string;
    ignore: string;
  }
> = {
  de: {
    subject: (holder, booth) => `${holder} lädt Sie zum Stand ${booth} ein`,
    body: (holder, booth, fair) =>
      `${holder} lädt Sie ein, am Stand ${booth} der ${fair} im ${PRODUCT_NAME.de} mitzuarbeiten.`,
    allSubject: (holder) => `${holder} lädt Sie zu allen Ständen ein`,
    allBody: (holder) =>
      `${holder} lädt Sie ein, im ${PRODUCT_NAME.de} an allen Ständen mitzuarbeiten, auch an später gebuchten.`,
    levelName: { tasks: 'Aufgaben', all: 'Alles' },
    operations: {
      workTasks: 'Aufgaben',
      readDocuments: 'Dokumente',
      insurance: 'Versicherung',
      contact: 'Kontakt',
      readCosts: 'Kosten',
      readInvoices: 'Rechnungen',
      contractActions: 'Vertragsaktionen',
      assignTasks: 'Zuweisungen',
      manageTeam: 'Teamverwaltung',
    },
    access: (name, { granted, withheld }) =>
      granted
        ? `Zugriff: ${name} (${granted}; ohne ${withheld}).`
        : `Zugriff: ${name} (wie der Standinhaber, ohne ${withheld}).`,
    accept: 'Einladung annehmen',
    until: (day) => `Der Link gilt bis ${day}. Melden Sie sich mit dieser E-Mail-Adresse an.`,
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  fr: {
    subject: (holder, booth) => `${holder} vous invite au stand ${booth}`,
    body: (holder, booth, fair) =>
      `${holder} vous invite à travailler sur le stand ${booth} de ${fair} dans le ${PRODUCT_NAME.fr}.`,
    allSubject: (holder) => `${holder} vous invite à tous ses stands`,
    allBody: (holder) =>
      `${holder} vous invite à travailler sur tous ses stands dans le ${PRODUCT_NAME.fr}, y compris ceux réservés plus tard.`,
    levelName: { tasks: 'tâches', all: 'tout' },
    operations: {
      workTasks: 'tâches',
      readDocuments: 'documents',
      insurance: 'assurance',
      contact: 'contact',
      readCosts: 'coûts',
      readInvoices: 'factures',
      contractActions: 'actions contractuelles',
      assignTasks: 'attributions',
      manageTeam: 'gestion de l’équipe',
    },
    access: (name, { granted, withheld }) =>
      granted
        ? `Accès\u202f: ${name} (${granted}\u202f; sans ${withheld}).`
        : `Accès\u202f: ${name} (comme le titulaire du stand, sans ${withheld}).`,
    accept: 'Accepter l’invitation',
    until: (day) => `Le lien est valable jusqu’au ${day}. Connectez-vous avec cette adresse e-mail.`,
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  },
  en: {
    subject: (holder, booth) => `${holder} invites you to booth ${booth}`,
    body: (holder, booth, fair) =>
      `${holder} invites you to work on booth ${booth} of ${fair} in the ${PRODUCT_NAME.en}.`,
    allSubject: (holder) => `${holder} invites you to all their booths`,
    allBody: (holder) =>
      `${holder} invites you to work on all their booths in the ${PRODUCT_NAME.en}, including those booked later.`,
    levelName: { tasks: 'tasks', all: 'everything' },
    operations: {
      workTasks: 'tasks',
      readDocuments: 'documents',
      insurance: 'insurance',
      contact: 'contact',
      readCosts: 'costs',
      readInvoices: 'invoices',
      contractActions: 'contract actions',
      assignTasks: 'assignments',
      manageTeam: 'team management',
    },
    access: (name, { granted, withheld }) =>
      granted
        ? `Access: ${name} (${granted}; without ${withheld}).`
        : `Access: ${name} (as the booth holder, without ${withheld}).`,
    accept: 'Accept the invitation',
    until: (day) => `The link works until ${day}. Sign in with this e-mail address.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
};

/** What the level lets the colleague do, in words made from the rule the server applies (domain levelOutline). */
function levelText(level: TeamLevel, language: Language): string {
  const words = WORDS[language];
  const list = (operations: readonly NamedOperation[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(
      operations.map((operation) => words.operations[operation]),
    );
  const outline = levelOutline(level);
  return words.access(words.levelName[level], {
    ...(outline.kind === 'list' ? { granted: list(outline.granted) } : {}),
    withheld: list(outline.withheld),
  });
}

/**
 * The invitation to a booth's team, in the holder's language, with the link that accepts it; `booth` undefined for
 * an invitation to all the holder's booths.
 */
export function teamInvitationMail(input: {
  to: string;
  language: Language;
  holderName: string;
  holderEmail: string;
  booth?: { label: string; fairName: string };
  level: TeamLevel;
  link: string;
  expiresAt: Date;
}): Mail {
  const words = WORDS[input.language];
  const holder = input.holderName || input.holderEmail;
  const until = words.until(formatDay(input.expiresAt.toISOString().slice(0, 10), input.language));
  const { booth } = input;
  const invitation = booth ? words.body(holder, booth.label, booth.fairName) : words.allBody(holder);
  const paragraphs = [invitation, levelText(input.level, input.language)];
  return {
    to: input.to,
    subject: booth ? words.subject(holder, booth.label) : words.allSubject(holder),
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
