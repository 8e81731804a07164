/**
 * Who else has an admin item open (beyond the spec, as Directus and Payload show it): a form's tab announces itself
 * with a heartbeat; an announcement counts until it is older than the expiry, so a tab that closed without saying
 * so drops out by itself. The manager's own other tabs are named apart from the colleagues.
 */

/** How often an open form's tab announces itself while it is visible. */
export const PRESENCE_HEARTBEAT_SECONDS = 15;
/** How long an announcement counts without the next one: three heartbeats, so one lost request does not matter. */
export const PRESENCE_EXPIRY_SECONDS = 45;

/** The kinds of item a form edits, with the German words a notice names them by (demonstrative and noun). */
export const PRESENCE_KINDS = {
  fair: 'diese Messe',
  teaser: 'diesen Teaser',
  fairWallEntry: 'diesen Eintrag der Interessanten Messen',
  taskDefinition: 'diesen Prozessschritt',
  taskTitle: 'diese Prozessgruppe',
  boothService: 'diese Standleistung',
  fairSeries: 'diese Messe-Reihe',
  headerDefinition: 'diese Header-Definition',
  blacklistEntry: 'diese Blacklist-Leistung',
  webhook: 'diesen Webhook',
  homeNotice: 'den Hinweis auf der Startseite',
} as const;

export type PresenceKind = keyof typeof PRESENCE_KINDS;

export function isPresenceKind(value: string): value is PresenceKind {
  return Object.hasOwn(PRESENCE_KINDS, value);
}

/** One tab that has the item open, as last announced. */
export interface PresenceEntry {
  readonly managerId: string;
  readonly managerName: string;
  readonly tabId: string;
  /** ISO instant of the last heartbeat. */
  readonly lastSeen: string;
}

/** Who else is there, as the tab asking sees it. */
export interface PresenceView {
  /** Each colleague once (however many tabs), by name, in alphabetical order. */
  readonly others: readonly { readonly managerId: string; readonly name: string }[];
  /** The asking manager has the item open in another tab too. */
  readonly selfElsewhere: boolean;
}

/** Whether an announcement still counts at `now`. */
export function isPresent(entry: Pick<PresenceEntry, 'lastSeen'>, now: Date): boolean {
  return now.getTime() - Date.parse(entry.lastSeen) < PRESENCE_EXPIRY_SECONDS * 1000;
}

/** The entries as the tab `self` sees them: expired ones and its own tab left out, colleagues once each. */
export function presenceView(
  entries: readonly PresenceEntry[],
  self: { readonly managerId: string; readonly tabId: string },
  now: Date,
): PresenceView {
  const others = new Map<string, string>();
  let selfElsewhere = false;
  for (const entry of entries) {
    if (!isPresent(entry, now)) continue;
    if (entry.managerId === self.managerId) {
      if (entry.tabId !== self.tabId) selfElsewhere = true;
      continue;
    }
    others.set(entry.managerId, entry.managerName);
  }
  const sorted = [...others].map(([managerId, name]) => ({ managerId, name }));
  sorted.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.managerId.localeCompare(b.managerId));
  return { others: sorted, selfElsewhere };
}

/** "A", "A und B", "A, B und C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} und ${names.at(-1)!}`;
}

/**
 * The notice of a form: "Marco Bernasconi bearbeitet diese Messe gerade." (plural with several names), and
 * "Sie haben diese Messe auch in einem anderen Tab geöffnet." for the manager's own other tab; undefined when
 * nobody else is there.
 */
export function presenceNotice(kind: PresenceKind, view: PresenceView): string | undefined {
  const item = PRESENCE_KINDS[kind];
  const sentences: string[] = [];
  if (view.others.length > 0) {
    const verb = view.others.length === 1 ? 'bearbeitet' : 'bearbeiten';
    sentences.push(`${joinNames(view.others.map((other) => other.name))} ${verb} ${item} gerade.`);
  }
  if (view.selfElsewhere) sentences.push(`Sie haben ${item} auch in einem anderen Tab geöffnet.`);
  return sentences.length === 0 ? undefined : sentences.join(' ');
}
