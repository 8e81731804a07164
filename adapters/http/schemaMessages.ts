// Long on purpose: one catalogue, the sentences of every keyword in three languages, read side by side.
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { Language } from '../../domain/index.ts';

/**
 * The schema errors of openapi.yaml (ajv's keywords) as sentences in the caller's language, each naming what it
 * is about: a field of the body, a parameter or the body itself. ajv's own English ("must NOT have additional
 * properties") names nothing and speaks to nobody; the back office keeps its shorter German texts under the
 * fields (germanProblems.ts).
 */

/** What a schema error is about, from its field pointer (`/body/amount`, `/query/page`, `/body`). */
export type SchemaSubject = { kind: 'field' | 'parameter'; name: string } | { kind: 'body' };

/** Every keyword that has a sentence of its own; any other gets the general one. */
export const SCHEMA_KEYWORDS = [
  'required',
  'additionalProperties',
  'unevaluatedProperties',
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'oneOf',
  'anyOf',
  'not',
  'if',
  'dependentRequired',
  'propertyNames',
  'contains',
  'false schema',
] as const;
type SchemaKeyword = (typeof SCHEMA_KEYWORDS)[number];

/** The parameters of an error as the sentences use them. */
interface SchemaFacts {
  limit: number;
  /** The allowed values of `enum` (at most 20 are listed) or the one of `const`. */
  allowed: readonly unknown[] | undefined;
  types: readonly string[];
  format: string;
  /** `oneOf`: more than one form fitted (rather than none). */
  severalFit: boolean;
  /** `dependentRequired`: the field given and the one it needs. */
  given: string;
  needed: string;
}

interface Phrases {
  subject(subject: SchemaSubject): string;
  types: Record<string, string>;
  formats: Record<string, string>;
  /** The sentence of each keyword; `s` is the subject as it starts the sentence. */
  keywords: Record<SchemaKeyword | 'other', (s: string, facts: SchemaFacts) => string>;
}

/** Alternatives as a sentence says them: "a, b or c". */
const oneOf = (items: readonly string[], or: string) =>
  items.length <= 2 ? items.join(` ${or} `) : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;

const listOf = (values: readonly unknown[]) =>
  values.map((value) => (value === null ? 'null' : JSON.stringify(value))).join(', ');

const PHRASES: Record<Language, Phrases> = {
  de: {
    subject: (subject) =>
      subject.kind === 'body'
        ? 'Der Inhalt der Anfrage'
        : `${subject.kind === 'field' ? 'Das Feld' : 'Der Parameter'} „${subject.name}“`,
    types: {
      string: 'ein Text',
      number: 'eine Zahl',
      integer: 'eine ganze Zahl',
      boolean: 'ein Wahrheitswert (true oder false)',
      object: 'ein Objekt',
      array: 'eine Liste',
      null: 'leer (null)',
    },
    formats: {
      date: 'ein Datum (JJJJ-MM-TT)',
      'date-time': 'ein Zeitpunkt (JJJJ-MM-TTThh:mm:ssZ)',
      uuid: 'eine ID (UUID)',
      email: 'eine E-Mail-Adresse',
      uri: 'eine Adresse (URL)',
      binary: 'eine Datei',
    },
    keywords: {
      required: (s) => `${s} ist erforderlich.`,
      additionalProperties: (s) => `${s} ist hier nicht vorgesehen.`,
      unevaluatedProperties: (s) => `${s} ist hier nicht vorgesehen.`,
      type: (s, f) =>
        `${s} muss ${oneOf(
          f.types.map((type) => PHRASES.de.types[type] ?? type),
          'oder',
        )} sein.`,
      enum: (s, f) =>
        f.allowed
          ? `${s} muss einer der erlaubten Werte sein: ${listOf(f.allowed)}.`
          : `${s} hat keinen erlaubten Wert.`,
      const: (s, f) => `${s} darf nur den Wert ${listOf(f.allowed ?? [])} haben.`,
      format: (s, f) =>
        PHRASES.de.formats[f.format]
          ? `${s} muss ${PHRASES.de.formats[f.format]} sein.`
          : `${s} hat nicht das Format ${f.format}.`,
      pattern: (s) => `${s} hat nicht das erwartete Format.`,
      minLength: (s, f) =>
        f.limit <= 1 ? `${s} darf nicht leer sein.` : `${s} muss mindestens ${f.limit} Zeichen lang sein.`,
      maxLength: (s, f) => `${s} darf höchstens ${f.limit} Zeichen lang sein.`,
      minimum: (s, f) => `${s} muss mindestens ${f.limit} sein.`,
      maximum: (s, f) => `${s} darf höchstens ${f.limit} sein.`,
      exclusiveMinimum: (s, f) => `${s} muss grösser als ${f.limit} sein.`,
      exclusiveMaximum: (s, f) => `${s} muss kleiner als ${f.limit} sein.`,
      multipleOf: (s, f) => `${s} muss ein Vielfaches von ${f.limit} sein.`,
      minItems: (s, f) => `${s} muss mindestens ${f.limit === 1 ? 'einen Eintrag' : `${f.limit} Einträge`} haben.`,
      maxItems: (s, f) => `${s} darf höchstens ${f.limit === 1 ? 'einen Eintrag' : `${f.limit} Einträge`} haben.`,
      uniqueItems: (s) => `${s} enthält einen Eintrag doppelt.`,
      minProperties: (s, f) =>
        `${s} muss mindestens ${f.limit === 1 ? 'eine Angabe' : `${f.limit} Angaben`} enthalten.`,
      maxProperties: (s, f) => `${s} darf höchstens ${f.limit === 1 ? 'eine Angabe' : `${f.limit} Angaben`} enthalten.`,
      oneOf: (s, f) =>
        f.severalFit
          ? `${s} passt zu mehreren erlaubten Formen zugleich.`
          : `${s} passt zu keiner der erlaubten Formen.`,
      anyOf: (s) => `${s} passt zu keiner der erlaubten Formen.`,
      not: (s) => `${s} hat einen Wert, der hier nicht erlaubt ist.`,
      if: (s) => `${s} passt nicht zu den übrigen Angaben.`,
      dependentRequired: (s, f) => `${s}: Wenn „${f.given}“ angegeben ist, ist auch „${f.needed}“ erforderlich.`,
      propertyNames: (s) => `${s} enthält einen Feldnamen, der nicht erlaubt ist.`,
      contains: (s) => `${s} enthält keinen passenden Eintrag.`,
      'false schema': (s) => `${s} ist hier nicht erlaubt.`,
      other: (s) => `${s} hat einen ungültigen Wert.`,
    },
  },
  fr: {
    subject: (subject) =>
      subject.kind === 'body'
        ? 'Le contenu de la requête'
        : `${subject.kind === 'field' ? 'Le champ' : 'Le paramètre'} «\u00a0${subject.name}\u00a0»`,
    types: {
      string: 'un texte',
      number: 'un nombre',
      integer: 'un nombre entier',
      boolean: 'une valeur booléenne (true ou false)',
      object: 'un objet',
      array: 'une liste',
      null: 'vide (null)',
    },
    formats: {
      date: 'une date (AAAA-MM-JJ)',
      'date-time': 'un horodatage (AAAA-MM-JJThh:mm:ssZ)',
      uuid: 'un identifiant (UUID)',
      email: 'une adresse e-mail',
      uri: 'une adresse (URL)',
      binary: 'un fichier',
    },
    keywords: {
      required: (s) => `${s} est obligatoire.`,
      additionalProperties: (s) => `${s} n’est pas prévu ici.`,
      unevaluatedProperties: (s) => `${s} n’est pas prévu ici.`,
      type: (s, f) =>
        `${s} doit être ${oneOf(
          f.types.map((type) => PHRASES.fr.types[type] ?? type),
          'ou',
        )}.`,
      enum: (s, f) =>
        f.allowed
          ? `${s} doit avoir l’une des valeurs autorisées\u00a0: ${listOf(f.allowed)}.`
          : `${s} n’a aucune des valeurs autorisées.`,
      const: (s, f) => `${s} ne peut avoir que la valeur ${listOf(f.allowed ?? [])}.`,
      format: (s, f) =>
        PHRASES.fr.formats[f.format]
          ? `${s} doit être ${PHRASES.fr.formats[f.format]}.`
          : `${s} n’est pas au format ${f.format}.`,
      pattern: (s) => `${s} n’a pas le format attendu.`,
      minLength: (s, f) =>
        f.limit <= 1 ? `${s} ne doit pas être vide.` : `${s} doit compter au moins ${f.limit} caractères.`,
      maxLength: (s, f) => `${s} ne doit pas dépasser ${f.limit} caractères.`,
      minimum: (s, f) => `${s} doit valoir au moins ${f.limit}.`,
      maximum: (s, f) => `${s} ne doit pas dépasser ${f.limit}.`,
      exclusiveMinimum: (s, f) => `${s} doit être supérieur à ${f.limit}.`,
      exclusiveMaximum: (s, f) => `${s} doit être inférieur à ${f.limit}.`,
      multipleOf: (s, f) => `${s} doit être un multiple de ${f.limit}.`,
      minItems: (s, f) => `${s} doit contenir au moins ${f.limit === 1 ? 'un élément' : `${f.limit} éléments`}.`,
      maxItems: (s, f) =>
        `${s} ne doit pas contenir plus ${f.limit === 1 ? 'd’un élément' : `de ${f.limit} éléments`}.`,
      uniqueItems: (s) => `${s} contient un élément en double.`,
      minProperties: (s, f) => `${s} doit contenir au moins ${f.limit === 1 ? 'un champ' : `${f.limit} champs`}.`,
      maxProperties: (s, f) =>
        `${s} ne doit pas contenir plus ${f.limit === 1 ? 'd’un champ' : `de ${f.limit} champs`}.`,
      oneOf: (s, f) =>
        f.severalFit
          ? `${s} correspond à plusieurs formes autorisées à la fois.`
          : `${s} ne correspond à aucune des formes autorisées.`,
      anyOf: (s) => `${s} ne correspond à aucune des formes autorisées.`,
      not: (s) => `${s} a une valeur qui n’est pas autorisée ici.`,
      if: (s) => `${s} ne concorde pas avec les autres indications.`,
      dependentRequired: (s, f) =>
        `${s}\u00a0: si «\u00a0${f.given}\u00a0» est indiqué, «\u00a0${f.needed}\u00a0» est obligatoire aussi.`,
      propertyNames: (s) => `${s} contient un nom de champ qui n’est pas autorisé.`,
      contains: (s) => `${s} ne contient aucun élément qui convienne.`,
      'false schema': (s) => `${s} n’est pas autorisé ici.`,
      other: (s) => `${s} a une valeur qui n’est pas valable.`,
    },
  },
  en: {
    subject: (subject) =>
      subject.kind === 'body'
        ? 'The request body'
        : `${subject.kind === 'field' ? 'The field' : 'The parameter'} “${subject.name}”`,
    types: {
      string: 'a string',
      number: 'a number',
      integer: 'a whole number',
      boolean: 'a boolean (true or false)',
      object: 'an object',
      array: 'a list',
      null: 'empty (null)',
    },
    formats: {
      date: 'a date (YYYY-MM-DD)',
      'date-time': 'a date and time (YYYY-MM-DDThh:mm:ssZ)',
      uuid: 'an ID (UUID)',
      email: 'an e-mail address',
      uri: 'an address (URL)',
      binary: 'a file',
    },
    keywords: {
      required: (s) => `${s} is required.`,
      additionalProperties: (s) => `${s} is not expected here.`,
      unevaluatedProperties: (s) => `${s} is not expected here.`,
      type: (s, f) =>
        `${s} must be ${oneOf(
          f.types.map((type) => PHRASES.en.types[type] ?? type),
          'or',
        )}.`,
      enum: (s, f) =>
        f.allowed
          ? `${s} must be one of the allowed values: ${listOf(f.allowed)}.`
          : `${s} is not one of the allowed values.`,
      const: (s, f) => `${s} can only be ${listOf(f.allowed ?? [])}.`,
      format: (s, f) =>
        PHRASES.en.formats[f.format]
          ? `${s} must be ${PHRASES.en.formats[f.format]}.`
          : `${s} is not in the ${f.format} format.`,
      pattern: (s) => `${s} is not in the expected format.`,
      minLength: (s, f) =>
        f.limit <= 1 ? `${s} must not be empty.` : `${s} must be at least ${f.limit} characters long.`,
      maxLength: (s, f) => `${s} must not be longer than ${f.limit} characters.`,
      minimum: (s, f) => `${s} must be at least ${f.limit}.`,
      maximum: (s, f) => `${s} must not be more than ${f.limit}.`,
      exclusiveMinimum: (s, f) => `${s} must be greater than ${f.limit}.`,
      exclusiveMaximum: (s, f) => `${s} must be less than ${f.limit}.`,
      multipleOf: (s, f) => `${s} must be a multiple of ${f.limit}.`,
      minItems: (s, f) => `${s} needs at least ${f.limit === 1 ? 'one entry' : `${f.limit} entries`}.`,
      maxItems: (s, f) => `${s} can hold at most ${f.limit === 1 ? 'one entry' : `${f.limit} entries`}.`,
      uniqueItems: (s) => `${s} contains the same entry twice.`,
      minProperties: (s, f) => `${s} needs at least ${f.limit === 1 ? 'one field' : `${f.limit} fields`}.`,
      maxProperties: (s, f) => `${s} can hold at most ${f.limit === 1 ? 'one field' : `${f.limit} fields`}.`,
      oneOf: (s, f) =>
        f.severalFit ? `${s} fits more than one of the allowed forms.` : `${s} fits none of the allowed forms.`,
      anyOf: (s) => `${s} fits none of the allowed forms.`,
      not: (s) => `${s} holds a value that is not allowed here.`,
      if: (s) => `${s} does not fit the other values given.`,
      dependentRequired: (s, f) => `${s}: when “${f.given}” is given, “${f.needed}” is required too.`,
      propertyNames: (s) => `${s} contains a field name that is not allowed.`,
      contains: (s) => `${s} contains no suitable entry.`,
      'false schema': (s) => `${s} is not allowed here.`,
      other: (s) => `${s} has an invalid value.`,
    },
  },
};

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The facts of an ajv error that the sentences use; missing parameters read as empty. */
function schemaFacts(error: Pick<ErrorObject, 'keyword' | 'params'>): SchemaFacts {
  const params: Record<string, unknown> = error.params ?? {};
  const allowed =
    error.keyword === 'const'
      ? [params.allowedValue]
      : Array.isArray(params.allowedValues) && params.allowedValues.length <= 20
        ? params.allowedValues
        : undefined;
  return {
    limit: Number(params.limit ?? params.multipleOf ?? 0),
    allowed,
    types: (Array.isArray(params.type) ? params.type.map(String) : textOf(params.type).split(',')).filter(Boolean),
    format: textOf(params.format),
    severalFit: Array.isArray(params.passingSchemas),
    given: textOf(params.property),
    needed: textOf(params.missingProperty),
  };
}

/** What a field pointer of a problem (`/body/booths/0/regiNr`, `/query/page`) is about. */
export function subjectOf(field: string): SchemaSubject {
  const [, place = '', ...path] = field.split('/');
  const name = path.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')).join('/');
  if (name === '') return place === 'body' ? { kind: 'body' } : { kind: 'parameter', name: place };
  return { kind: place === 'body' ? 'field' : 'parameter', name };
}

const isKeyword = (keyword: string): keyword is SchemaKeyword =>
  (SCHEMA_KEYWORDS as readonly string[]).includes(keyword);

const LIMITED = new Set<SchemaKeyword>([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);

/** Whether the error carries what its keyword's sentence names (ajv's always does); else the general sentence. */
function tellable(keyword: SchemaKeyword, facts: SchemaFacts): boolean {
  if (LIMITED.has(keyword)) return Number.isFinite(facts.limit);
  if (keyword === 'type') return facts.types.length > 0;
  if (keyword === 'format') return facts.format !== '';
  if (keyword === 'const') return facts.allowed?.[0] !== undefined;
  if (keyword === 'dependentRequired') return facts.given !== '' && facts.needed !== '';
  return true;
}

/** The sentence of one schema error in `language`, about `subject`. */
export function schemaMessage(
  error: Pick<ErrorObject, 'keyword' | 'params'>,
  language: Language,
  subject: SchemaSubject,
): string {
  const phrases = PHRASES[language];
  const facts = schemaFacts(error);
  const keyword = isKeyword(error.keyword) && tellable(error.keyword, facts) ? error.keyword : 'other';
  return phrases.keywords[keyword](phrases.subject(subject), facts);
}

/** The sentence in every language. */
export function schemaTexts(error: Pick<ErrorObject, 'keyword' | 'params'>, subject: SchemaSubject) {
  return {
    de: schemaMessage(error, 'de', subject),
    fr: schemaMessage(error, 'fr', subject),
    en: schemaMessage(error, 'en', subject),
  };
}
