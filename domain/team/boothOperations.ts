/**
 * What a reader of a booth may do: one rule per level, asked by the server (the router resolves every booth
 * operation of openapi.yaml's `x-booth` through it, and the views leave out what it withholds), by the UI (which
 * hides what it withholds) and by the invitation screen (which describes a level by what it grants).
 */

/**
 * tasks: tasks, documents, insurance, contact; no costs, no contract, and no handing tasks out (a member of this
 * level works what is handed to them, as the one who does the work rather than the one who shares it out).
 * all: as the holder, without inviting.
 */
export type TeamLevel = 'tasks' | 'all';
export const TEAM_LEVELS: readonly TeamLevel[] = ['tasks', 'all'];

export type BoothRole = 'holder' | 'member';

/** Who reads a booth: its holder (always level all) or a member with the level of their grant. */
export interface BoothReaderAccess {
  readonly role: BoothRole;
  readonly level: TeamLevel;
}

export const HOLDER_ACCESS: BoothReaderAccess = { role: 'holder', level: 'all' };

/**
 * What one can do on a booth. Each booth-scoped operation of openapi.yaml names the one it needs (`x-booth`);
 * readInvoices and the price fields are parts of an answer that readBooth and readDocuments give. In the order a
 * level is described in: the work of the booth first, then what touches money, the contract and the team.
 */
export const BOOTH_OPERATIONS = [
  /** The booth, its page, its addresses and its status. */
  'readBooth',
  /** The tasks: their states, calendar, shop links, order checks, reminders switch and step tracker. */
  'workTasks',
  /** The booth's documents (hall plan, booth sketch) and their content. */
  'readDocuments',
  /** The booth's mandatory insurance. */
  'insurance',
  /** A message to the fair team about the booth. */
  'contact',
  /** The cost lines and the booth's prices. */
  'readCosts',
  /** Documents that carry prices: the invoice (BKOP) and the booth offer (STANGEBT). */
  'readInvoices',
  /** The holder's contract: booth registration, co-exhibitor, new or catering booth, basket, rebooking. */
  'contractActions',
  /** Handing a task of the booth to a team member or oneself (every reader of the tasks sees who holds it). */
  'assignTasks',
  /** Inviting colleagues, seeing and revoking the team. */
  'manageTeam',
] as const;
export type BoothOperation = (typeof BOOTH_OPERATIONS)[number];

/** What each member level is granted; the holder may do everything. */
const GRANTED_TO_MEMBERS: Readonly<Record<TeamLevel, ReadonlySet<BoothOperation>>> = {
  tasks: new Set<BoothOperation>(['readBooth', 'readDocuments', 'workTasks', 'insurance', 'contact']),
  all: new Set<BoothOperation>(BOOTH_OPERATIONS.filter((operation) => operation !== 'manageTeam')),
};

/** Whether the reader may do the operation on the booth. */
export function mayDo(access: BoothReaderAccess, operation: BoothOperation): boolean {
  return access.role === 'holder' || GRANTED_TO_MEMBERS[access.level].has(operation);
}

/** The operations a member of the level may do, in BOOTH_OPERATIONS order (the invitation screen lists them). */
export function grantedOperations(level: TeamLevel): readonly BoothOperation[] {
  return BOOTH_OPERATIONS.filter((operation) => mayDo({ role: 'member', level }, operation));
}

/** The operations a member of the level may not do, in BOOTH_OPERATIONS order. */
export function withheldOperations(level: TeamLevel): readonly BoothOperation[] {
  return BOOTH_OPERATIONS.filter((operation) => !mayDo({ role: 'member', level }, operation));
}

/** Document types whose content carries prices: read only with readInvoices. */
export const PRICED_DOCUMENT_TYPES: readonly string[] = ['BKOP', 'STANGEBT'];

/** Whether the reader may see a document of this type (its entry in a list and its content). */
export function mayReadDocument(access: BoothReaderAccess, typ: string): boolean {
  return mayDo(access, 'readDocuments') && (!PRICED_DOCUMENT_TYPES.includes(typ) || mayDo(access, 'readInvoices'));
}

/** The documents of a list the reader may see; the others are left out, as if the booking system had none. */
export function documentsReadBy<T extends { readonly typ: string }>(
  access: BoothReaderAccess,
  documents: readonly T[],
): T[] {
  return documents.filter((document) => mayReadDocument(access, document.typ));
}

/** The booth fields that are prices. */
export const BOOTH_PRICE_FIELDS = ['gesamtpreisNetto'] as const;
type PriceField = (typeof BOOTH_PRICE_FIELDS)[number];

/** The booth as the reader may see it: without its price fields unless the reader may read the costs. */
export function boothReadBy<T extends Partial<Record<PriceField, unknown>>>(
  access: BoothReaderAccess,
  booth: T,
): T | Omit<T, PriceField> {
  if (mayDo(access, 'readCosts')) return booth;
  const withoutPrices: Partial<T> = { ...booth };
  for (const field of BOOTH_PRICE_FIELDS) delete withoutPrices[field];
  return withoutPrices as Omit<T, PriceField>;
}

/**
 * How a level is put in words, from what it grants and withholds: a level that withholds less than it grants is
 * "as the holder, without …"; any other lists both. Reading the booth is never named: every member does.
 */
/** The operations a description names: every one but reading the booth. */
export type NamedOperation = Exclude<BoothOperation, 'readBooth'>;
const isNamed = (operation: BoothOperation): operation is NamedOperation => operation !== 'readBooth';

export type LevelOutline =
  | { readonly kind: 'allBut'; readonly withheld: readonly NamedOperation[] }
  | {
      readonly kind: 'list';
      readonly granted: readonly NamedOperation[];
      readonly withheld: readonly NamedOperation[];
    };

export function levelOutline(level: TeamLevel): LevelOutline {
  const granted = grantedOperations(level).filter(isNamed);
  const withheld = withheldOperations(level).filter(isNamed);
  return withheld.length < granted.length ? { kind: 'allBut', withheld } : { kind: 'list', granted, withheld };
}

/** Who may hold a task of a booth: its holder or a member who accepted a grant on it (at either level). */
export interface BoothPeople {
  readonly holderId: string;
  readonly memberIds: readonly string[];
}

export function mayHoldTask(people: BoothPeople, userId: string): boolean {
  return userId === people.holderId || people.memberIds.includes(userId);
}

/**
 * Whom a task of the booth reminds (reminders and the weekly digest): an unassigned task everyone who works the
 * booth's tasks, as before; a task handed to someone reminds that one and the holder, who stays answerable for
 * the booth, and no longer the rest of the team, whose lists would otherwise fill with work that is not theirs.
 */
export function isRemindedOf(
  reader: { readonly userId: string; readonly isHolder: boolean },
  assigneeId: string | null,
): boolean {
  return assigneeId === null || reader.isHolder || reader.userId === assigneeId;
}
