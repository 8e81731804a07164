import type { Language } from '../../domain/index.ts';

/** A text meant for people, in each language of the portal. */
export type Texts = Readonly<Record<Language, string>>;

/**
 * The refusals of the body reader and the parameter checks in each language. Functions take the figures that the
 * texts name; the German ones are also the back office's (germanProblems.ts).
 */
export const REQUEST_TEXTS = {
  de: {
    notJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    tooLarge: 'Die Anfrage ist zu gross (höchstens 64 kB, mit Bildern 30 MB).',
    uploadTooLarge: (fileMb: number, totalMb: number) =>
      `Ein Upload darf Dateien von höchstens ${fileMb} MB haben, zusammen höchstens ${totalMb} MB.`,
    multipartUnreadable: 'Der Upload konnte nicht gelesen werden.',
    unsupportedMediaType: 'Dieses Format wird nicht angenommen (erwartet wird JSON).',
    unsupportedEncoding: 'Diese Kodierung des Inhalts wird nicht angenommen (erlaubt sind gzip, deflate und br).',
    unexpectedBody: 'Diese Anfrage nimmt keinen Inhalt an.',
    badPercentEncoding: 'Die Adresse ist nicht korrekt kodiert.',
    nulCharacter: 'Enthält ein unzulässiges Zeichen (NUL).',
    loneSurrogate: 'Enthält ein unzulässiges Zeichen (kein gültiges Unicode-Zeichen).',
    tooDeep: 'Zu tief verschachtelt.',
    prototypeKey: 'Dieser Feldname ist nicht erlaubt.',
    dataPartTwice: 'Der Teil "data" darf nur einmal vorkommen.',
    dataNotJson: 'Der Teil "data" ist kein gültiges JSON.',
    dataNotObject: 'Der Teil "data" muss ein JSON-Objekt sein.',
    oneFilePerField: 'Pro Feld ist nur eine Datei erlaubt.',
    givenOnce: 'Darf nur einmal angegeben werden.',
    positiveInteger: 'Erwartet wird eine positive ganze Zahl.',
    between: (max: number) => `Der Wert muss zwischen 1 und ${max} liegen.`,
    tooLong: (max: number) => `Höchstens ${max} Zeichen erlaubt.`,
    unknownSort: 'Nach diesem Feld kann nicht sortiert werden.',
    unknownFilter: 'Diesen Wert kennt der Filter nicht.',
  },
  fr: {
    notJson: 'Le contenu de la requête n’est pas du JSON valable.',
    tooLarge: 'La requête est trop volumineuse (64 ko au maximum, 30 Mo avec des images).',
    uploadTooLarge: (fileMb: number, totalMb: number) =>
      `Un envoi peut contenir des fichiers de ${fileMb} Mo au maximum, ${totalMb} Mo en tout.`,
    multipartUnreadable: 'L’envoi n’a pas pu être lu.',
    unsupportedMediaType: 'Ce format n’est pas accepté (JSON attendu).',
    unsupportedEncoding: 'Cet encodage du contenu n’est pas accepté (gzip, deflate et br sont admis).',
    unexpectedBody: 'Cette requête n’accepte pas de contenu.',
    badPercentEncoding: 'L’adresse n’est pas encodée correctement.',
    nulCharacter: 'Contient un caractère non autorisé (NUL).',
    loneSurrogate: 'Contient un caractère non autorisé (pas un caractère Unicode valable).',
    tooDeep: 'Imbriqué trop profondément.',
    prototypeKey: 'Ce nom de champ n’est pas autorisé.',
    dataPartTwice: 'La partie «\u00a0data\u00a0» ne peut figurer qu’une fois.',
    dataNotJson: 'La partie «\u00a0data\u00a0» n’est pas du JSON valable.',
    dataNotObject: 'La partie «\u00a0data\u00a0» doit être un objet JSON.',
    oneFilePerField: 'Un seul fichier par champ est autorisé.',
    givenOnce: 'Ne peut être indiqué qu’une fois.',
    positiveInteger: 'Un nombre entier positif est attendu.',
    between: (max: number) => `La valeur doit être comprise entre 1 et ${max}.`,
    tooLong: (max: number) => `${max} caractères au maximum.`,
    unknownSort: 'Ce champ ne permet pas de trier la liste.',
    unknownFilter: 'Ce filtre ne connaît pas cette valeur.',
  },
  en: {
    notJson: 'The request body is not valid JSON.',
    tooLarge: 'The request body is larger than allowed (64 kB; with images 30 MB).',
    uploadTooLarge: (fileMb: number, totalMb: number) =>
      `An upload may hold files of at most ${fileMb} MB, ${totalMb} MB together.`,
    multipartUnreadable: 'The upload could not be read.',
    unsupportedMediaType: 'This format is not accepted (JSON is expected).',
    unsupportedEncoding: 'This content encoding is not accepted (gzip, deflate and br are).',
    unexpectedBody: 'This request takes no body.',
    badPercentEncoding: 'The path is not correctly percent-encoded.',
    nulCharacter: 'Contains a character that is not allowed (NUL).',
    loneSurrogate: 'Contains a character that is not allowed (a lone surrogate, no Unicode character).',
    tooDeep: 'Nested too deeply.',
    prototypeKey: 'This field name is not allowed.',
    dataPartTwice: 'The part “data” may come only once.',
    dataNotJson: 'The part “data” is not valid JSON.',
    dataNotObject: 'The part “data” must be a JSON object.',
    oneFilePerField: 'Only one file per field is allowed.',
    givenOnce: 'May be given only once.',
    positiveInteger: 'A positive whole number is expected.',
    between: (max: number) => `The value must be between 1 and ${max}.`,
    tooLong: (max: number) => `At most ${max} characters.`,
    unknownSort: 'The list cannot be sorted by this field.',
    unknownFilter: 'The filter does not know this value.',
  },
} as const satisfies Record<Language, Record<string, string | ((...figures: number[]) => string)>>;

type RequestTexts = (typeof REQUEST_TEXTS)[Language];

/** The refusals without figures, by name. */
export type RequestTextName = {
  [Name in keyof RequestTexts]: RequestTexts[Name] extends string ? Name : never;
}[keyof RequestTexts];

/** One refusal without figures in every language. */
export function requestText(name: RequestTextName): Texts {
  return { de: REQUEST_TEXTS.de[name], fr: REQUEST_TEXTS.fr[name], en: REQUEST_TEXTS.en[name] };
}

/** One refusal in every language: `pick` takes the texts of a language (`(texts) => texts.between(9)`). */
export function requestTexts(pick: (texts: RequestTexts) => string): Texts {
  return { de: pick(REQUEST_TEXTS.de), fr: pick(REQUEST_TEXTS.fr), en: pick(REQUEST_TEXTS.en) };
}

/**
 * A German refusal of this catalogue in another language, for callers that still hand over the German text alone
 * (`detailDe`); undefined for any other text.
 */
export function fromGerman(text: string | undefined, language: Language): string | undefined {
  if (text === undefined) return undefined;
  const key = (Object.keys(REQUEST_TEXTS.de) as Array<keyof RequestTexts>).find(
    (name) => REQUEST_TEXTS.de[name] === text,
  );
  const translated = key === undefined ? undefined : REQUEST_TEXTS[language][key];
  return typeof translated === 'string' ? translated : undefined;
}

/** The text of a problem whose source gave none, by its status (a 400 or 422 with field errors points to them). */
export function statusTexts(status: number, hasFieldErrors: boolean): Texts {
  if ((status === 400 || status === 422) && hasFieldErrors) return STATUS_TEXTS.invalidFields;
  return STATUS_TEXTS[status] ?? STATUS_TEXTS.other;
}

const STATUS_TEXTS: Record<number | 'invalidFields' | 'other', Texts> = {
  invalidFields: {
    de: 'Die Anfrage enthält ungültige Angaben. Bitte prüfen Sie die Felder unter „errors“.',
    fr: 'La requête contient des indications non valables. Veuillez vérifier les champs sous «\u00a0errors\u00a0».',
    en: 'The request contains values that are not valid. Please check the fields under “errors”.',
  },
  400: { de: 'Die Anfrage ist ungültig.', fr: 'La requête n’est pas valable.', en: 'The request is not valid.' },
  401: { de: 'Bitte melden Sie sich an.', fr: 'Veuillez vous connecter.', en: 'Please sign in.' },
  403: {
    de: 'Dafür fehlt Ihnen die Berechtigung.',
    fr: 'Vous n’avez pas l’autorisation de le faire.',
    en: 'You do not have permission to do this.',
  },
  404: {
    de: 'Der Eintrag wurde nicht gefunden.',
    fr: 'L’élément demandé est introuvable.',
    en: 'The item was not found.',
  },
  405: {
    de: 'Diese Aktion ist hier nicht möglich.',
    fr: 'Cette action n’est pas possible ici.',
    en: 'This action is not possible here.',
  },
  406: {
    de: 'In diesem Format kann die Antwort nicht geliefert werden.',
    fr: 'La réponse ne peut pas être fournie dans ce format.',
    en: 'The answer cannot be given in this format.',
  },
  409: {
    de: 'Der Eintrag wurde inzwischen geändert.',
    fr: 'L’élément a été modifié entre-temps.',
    en: 'The item has been changed in the meantime.',
  },
  410: { de: 'Dies ist nicht mehr gültig.', fr: 'Ce n’est plus valable.', en: 'This is no longer valid.' },
  413: requestText('tooLarge'),
  415: requestText('unsupportedMediaType'),
  422: {
    de: 'Die Angaben können so nicht übernommen werden. Bitte prüfen Sie sie.',
    fr: 'Ces indications ne peuvent pas être reprises telles quelles. Veuillez les vérifier.',
    en: 'These values cannot be taken as they are. Please check them.',
  },
  429: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.',
    fr: 'Trop de requêtes. Veuillez réessayer plus tard.',
    en: 'Too many requests. Please try again later.',
  },
  other: {
    de: 'Die Anfrage konnte nicht ausgeführt werden.',
    fr: 'La requête n’a pas pu être exécutée.',
    en: 'The request could not be carried out.',
  },
};

/** The text of a field error whose source gave none and whose message key has none of its own. */
export function fieldFallbackTexts(messageKey: string): Texts {
  if (messageKey === 'errors.required')
    return { de: 'Dieses Feld ist erforderlich.', fr: 'Ce champ est obligatoire.', en: 'This field is required.' };
  if (messageKey === 'errors.unsupportedMediaType') return requestText('unsupportedMediaType');
  if (messageKey === 'errors.unexpectedBody') return requestText('unexpectedBody');
  return { de: 'Dieser Wert ist ungültig.', fr: 'Cette valeur n’est pas valable.', en: 'This value is not valid.' };
}
