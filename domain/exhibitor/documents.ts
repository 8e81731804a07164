import { instantMillis, isWithinDayRange } from '../time.ts';
import type { DocumentType, FairDocument, FairOwnDocument, FairView } from './types.ts';

/**
 * Documents of a fair are visible only after its documentsstartdate has passed (spec: exhibitor-area §5),
 * i.e. from that instant on (a date without time: from 00:00 UTC of that day).
 * Decision: documentsstartdate is optional in the back office; when it is absent or blank no embargo was
 * set and the documents are visible. A value that is set but cannot be read keeps them hidden.
 */
export function areFairDocumentsVisible(fair: Pick<FairView, 'documentsstartdate'>, now: Date): boolean {
  const value = fair.documentsstartdate;
  if (value === null || value === undefined || value.trim() === '') return true;
  const start = instantMillis(value);
  return start !== undefined && start <= now.getTime();
}

/**
 * The fair's own documents an exhibitor sees now (exhibitor-area §2 Documents, §5): none before the fair's
 * documentsstartdate; of the rest those with a link in some language, inside their publish window when they
 * have one. Which link a user follows is chosen per language (German where that language is blank).
 */
export function visibleFairDocuments<T extends FairOwnDocument>(
  fair: Pick<FairView, 'documentsstartdate'> & { readonly documents?: readonly T[] | null },
  now: Date,
): T[] {
  if (!areFairDocumentsVisible(fair, now)) return [];
  return (fair.documents ?? []).filter(
    (document) => hasLink(document) && (!document.publish || isWithinDayRange(document.publish, now)),
  );
}

const hasLink = (document: FairOwnDocument): boolean =>
  Object.values(document.link).some((link) => (link ?? '').trim() !== '');

/** Group order of the documents of a current fair (spec: exhibitor-area §2 Documents). */
export const CURRENT_FAIR_DOCUMENT_ORDER: readonly DocumentType[] = ['HPLAN', 'STSKIZZE', 'BKOP'];
/** Group order of the documents of a past fair (spec: exhibitor-area §2 Documents). */
export const PAST_FAIR_DOCUMENT_ORDER: readonly DocumentType[] = ['BKOP', 'STANGEBT', 'HPLAN', 'STSKIZZE'];

export interface DocumentGroup<T extends FairDocument = FairDocument> {
  readonly typ: string;
  readonly documents: readonly T[];
}

/**
 * Groups documents by type in the given order; types not in the order follow, in the order they first
 * appear. Empty groups are left out and documents keep their order within a group.
 */
export function groupDocuments<T extends FairDocument>(
  documents: readonly T[],
  order: readonly string[],
): DocumentGroup<T>[] {
  const byType = new Map<string, T[]>();
  for (const document of documents) {
    const group = byType.get(document.typ);
    if (group) group.push(document);
    else byType.set(document.typ, [document]);
  }
  const rank = (typ: string) => (order.includes(typ) ? order.indexOf(typ) : order.length);
  // Array sort is stable: types outside the order keep the order of their first appearance.
  return [...byType].map(([typ, group]) => ({ typ, documents: group })).sort((a, b) => rank(a.typ) - rank(b.typ));
}

/** Documents of a current fair in the groups HPLAN, STSKIZZE, BKOP, then any other type. */
export function groupCurrentFairDocuments<T extends FairDocument>(documents: readonly T[]): DocumentGroup<T>[] {
  return groupDocuments(documents, CURRENT_FAIR_DOCUMENT_ORDER);
}

/** Documents of a past fair in the groups BKOP, STANGEBT, HPLAN, STSKIZZE, then any other type. */
export function groupPastFairDocuments<T extends FairDocument>(documents: readonly T[]): DocumentGroup<T>[] {
  return groupDocuments(documents, PAST_FAIR_DOCUMENT_ORDER);
}
