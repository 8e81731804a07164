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
