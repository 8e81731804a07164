import type { FairDocument } from '../../api/fairApi.ts';
import type { Language } from '../../api/types.ts';

/** A document of the fair as the info tab lists it: its title and link in one language. */
export interface FairDocumentInLanguage {
  readonly key: string;
  readonly typ: string;
  readonly title: string;
  readonly link: string;
}

/**
 * The fair's own documents in the user's language (exhibitor-area §1, §2 Documents): the server put the German
 * title and link where a language is blank; a document still without a link in this language is not offered in it.
 */
export function fairDocumentsIn(documents: readonly FairDocument[], language: Language): FairDocumentInLanguage[] {
  return documents.flatMap((document) => {
    const link = document.link[language].trim();
    return link
      ? [{ key: document.uuid ?? link, typ: document.typ, title: document.title[language].trim(), link }]
      : [];
  });
}

/** Why a booth shows no documents, as the info tab says it (the translation key under fair.documents). */
export type EmptyDocumentsText = 'emptyFrom' | 'emptyFromConfirmed' | 'emptyNone' | 'emptyText';

/**
 * The text of an empty booth document list (exhibitor-area §4: booth documents show at step 8, §5: after the
 * fair's documentsstartdate). A date is named only while it is ahead, as the server says; once both conditions
 * hold and still nothing is there, the text says that none are there yet.
 */
export function emptyDocumentsText(
  documents: { shown: boolean; availableFrom: string | null },
  confirmed: boolean,
): EmptyDocumentsText {
  if (documents.availableFrom) return confirmed ? 'emptyFromConfirmed' : 'emptyFrom';
  return documents.shown ? 'emptyNone' : 'emptyText';
}
