/** Each kind of admin item (the audit's and the trash's `entity`): its German name and where its form is. */
export const ADMIN_ITEM_KINDS = {
  fair: { name: 'Messe', editPath: (id: string) => `/admin/fair/${id}#messedaten` },
  teaser: { name: 'Teaser', editPath: (id: string) => `/admin/advertising/edit/${id}` },
  fairWallEntry: { name: 'Interessante Messe', editPath: (id: string) => `/admin/advertising/editfairwall/${id}` },
  taskDefinition: { name: 'Prozessschritt', editPath: (id: string) => `/admin/coredata/edit/${id}` },
  taskTitle: { name: 'Prozessgruppe', editPath: (id: string) => `/admin/coredata/tasktitleform/${id}` },
  boothService: { name: 'Standleistung', editPath: (id: string) => `/admin/coredata/boothserviceform/${id}` },
  fairSeries: { name: 'Messe-Reihe', editPath: (id: string) => `/admin/coredata/fairseriesform/${id}` },
  headerDefinition: { name: 'Header-Definition', editPath: (id: string) => `/admin/coredata/headerform/edit/${id}` },
  blacklistEntry: { name: 'Blacklist Leistung', editPath: (id: string) => `/admin/coredata/blacklistform/${id}` },
  webhook: { name: 'Webhook', editPath: (id: string) => `/admin/webhooks/edit/${id}` },
  // The one notice has no id of its own in the address: its form is always the current one.
  homeNotice: { name: 'Hinweis Startseite', editPath: () => '/admin/home-notice' },
} as const;

export type AdminItemKind = keyof typeof ADMIN_ITEM_KINDS;

export function isAdminItemKind(value: string): value is AdminItemKind {
  return Object.hasOwn(ADMIN_ITEM_KINDS, value);
}

/** The query parameter that opens a form with its change history shown. */
export const HISTORY_PARAM = 'verlauf';

/** The form of an item with its change history open (the hash, a fair's tab, stays last). */
export function historyPath(kind: AdminItemKind, id: string): string {
  const [path, hash] = ADMIN_ITEM_KINDS[kind].editPath(encodeURIComponent(id)).split('#');
  return `${path}?${HISTORY_PARAM}=offen${hash === undefined ? '' : `#${hash}`}`;
}
