/** German names of the teaser's fields, for image labels, the change history and the conflict dialog. */
const BASE_LABELS: Readonly<Record<string, string>> = {
  title: 'Titel',
  text: 'Text',
  ctaText: 'Button-Text',
  ctaUrl: 'Link',
  eyecatcherTitle: 'Blickfang-Titel',
  eyecatcherText: 'Blickfang-Text',
  imageLandscape: 'Bild Desktop',
  imagePortrait: 'Bild mobil',
};

const PLAIN_LABELS: Readonly<Record<string, string>> = {
  type: 'Typ',
  internalName: 'Interner Name',
  leistungsgruppeId: 'Leistungsgruppe',
  published: 'Publiziert',
  fairSeries: 'Messe-Reihe',
  fair: 'Messe',
  fairType: 'Messe-Typ',
  registrationState: 'Anmeldestatus',
  relatedTask: 'Beworbener Prozessschritt',
};

const LANGUAGES: Readonly<Record<string, string>> = { De: 'Deutsch', Fr: 'Französisch', En: 'Englisch' };

/** `imageLandscapeFr2` → "Bild Desktop (Französisch), Teaser 2"; `published.start` → "Publiziert". */
export function teaserFieldLabel(field: string): string {
  const plain = PLAIN_LABELS[field.split('.')[0] ?? field];
  if (plain !== undefined) return plain;
  const match = /^([a-zA-Z]+?)(De|Fr|En)([23])?$/.exec(field);
  const base = match ? BASE_LABELS[match[1]] : undefined;
  if (!match || base === undefined) return field;
  const language = LANGUAGES[match[2]];
  return match[3] === undefined ? `${base} (${language})` : `${base} (${language}), Teaser ${match[3]}`;
}
