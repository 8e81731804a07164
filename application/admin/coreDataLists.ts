import type { CoreDataItem, CoreDataKind } from '../ports/AdminCoreData.ts';
import {
  cellOf,
  coreDataColumns,
  IMPORT_KINDS,
  USED_IN_FAIR_COLUMN,
  type ImportKind,
} from '../../domain/admin/index.ts';
import type { ListOptions } from './listing.ts';

const names = (item: { displayNameDe: string; displayNameFr: string; displayNameEn: string }) =>
  `${item.displayNameDe} ${item.displayNameFr} ${item.displayNameEn}`;
const titles = (item: { titleDe: string; titleFr: string; titleEn: string }) =>
  `${item.titleDe} ${item.titleFr} ${item.titleEn}`;

/**
 * What each master-data overview searches in and may be sorted by (admin-back-office §2 overviews, §7 lists):
 * the names in every language, the service group and the id where the list shows them, and isUsed where it applies;
 * process steps and groups filtered by service group; each list as a file with the overview's columns.
 */
const CORE_DATA_LISTS: { readonly [K in CoreDataKind]: ListOptions<CoreDataItem<K>> } = {
  taskDefinition: {
    text: (item) => `${names(item)} ${item.serviceGroup} ${item._id}`,
    sortKeys: {
      displayNameDe: (item) => item.displayNameDe,
      serviceGroup: (item) => item.serviceGroup,
      order: (item) => item.order,
      isUsed: (item) => item.isUsed,
    },
    filters: { serviceGroup: (item) => item.serviceGroup },
    file: {
      title: 'Prozessschritte',
      name: 'prozessschritte',
      columns: [
        { header: 'Name', value: (item) => item.displayNameDe },
        { header: 'Leistungsgruppe', value: (item) => item.serviceGroup },
        { header: 'ID', value: (item) => item._id },
        { header: 'Reihenfolge', value: (item) => item.order },
        { header: USED_IN_FAIR_COLUMN, value: (item) => item.isUsed },
      ],
    },
  },
  taskTitle: {
    text: (item) => `${titles(item)} ${item.serviceGroup} ${item._id}`,
    sortKeys: {
      titleDe: (item) => item.titleDe,
      serviceGroup: (item) => item.serviceGroup,
      isUsed: (item) => item.isUsed,
    },
    filters: { serviceGroup: (item) => item.serviceGroup },
    file: {
      title: 'Prozessgruppen',
      name: 'prozessgruppen',
      columns: [
        { header: 'Name', value: (item) => item.titleDe },
        { header: 'Leistungsgruppe', value: (item) => item.serviceGroup },
        { header: 'ID', value: (item) => item._id },
        { header: USED_IN_FAIR_COLUMN, value: (item) => item.isUsed },
      ],
    },
  },
  boothService: {
    text: (item) => `${item.title} ${item.id}`,
    sortKeys: { title: (item) => item.title, id: (item) => item.id, isUsed: (item) => item.isUsed },
    file: {
      title: 'Standleistungen',
      name: 'standleistungen',
      columns: [
        { header: 'Bezeichnung', value: (item) => item.title },
        { header: 'ID', value: (item) => item.id },
        { header: USED_IN_FAIR_COLUMN, value: (item) => item.isUsed },
      ],
    },
  },
  fairSeries: {
    text: (item) => `${titles(item)} ${item._id}`,
    sortKeys: { titleDe: (item) => item.titleDe, _id: (item) => item._id, isUsed: (item) => item.isUsed },
    file: {
      title: 'Messe-Reihen',
      name: 'messe-reihen',
      columns: [
        { header: 'Name', value: (item) => item.titleDe },
        { header: 'ID', value: (item) => item._id },
        { header: USED_IN_FAIR_COLUMN, value: (item) => item.isUsed },
      ],
    },
  },
  headerDefinition: {
    text: (item) => `${names(item)} ${item.serviceGroupId}`,
    sortKeys: {
      displayNameDe: (item) => item.displayNameDe,
      serviceGroupId: (item) => item.serviceGroupId,
      order: (item) => item.order,
    },
    file: {
      title: 'Header-Definitionen',
      name: 'header-definitionen',
      columns: [
        { header: 'Name', value: (item) => item.displayNameDe },
        { header: 'Leistungsgruppe', value: (item) => item.serviceGroupId },
        { header: 'Reihenfolge', value: (item) => item.order },
      ],
    },
  },
  blacklistEntry: {
    text: (item) => `${item.title} ${item.id}`,
    sortKeys: { title: (item) => item.title, id: (item) => item.id },
    file: {
      title: 'Blacklist',
      name: 'blacklist',
      columns: [
        { header: 'Bezeichnung', value: (item) => item.title },
        { header: 'ID', value: (item) => item.id },
      ],
    },
  },
};

/**
 * The file of a list whose master data can be imported has the import's columns (the list's own first, then the
 * form's further fields) and, to read, whether a fair uses the item: a file taken out comes back in unchanged.
 */
function importableFile<K extends CoreDataKind>(
  kind: K,
  options: ListOptions<CoreDataItem<K>>,
): ListOptions<CoreDataItem<K>> {
  if (!options.file || !(IMPORT_KINDS as readonly string[]).includes(kind)) return options;
  const fields = coreDataColumns(kind as ImportKind).columns.map((column) => ({
    header: column.header,
    value: (item: CoreDataItem<K>) => cellOf(column, item as unknown as Readonly<Record<string, unknown>>),
  }));
  const used = options.file.columns.filter((column) => column.header === USED_IN_FAIR_COLUMN);
  return { ...options, file: { ...options.file, columns: [...fields, ...used] } };
}

const LIST_OPTIONS = Object.fromEntries(
  Object.entries(CORE_DATA_LISTS).map(([kind, options]) => [
    kind,
    importableFile(kind as CoreDataKind, options as ListOptions<CoreDataItem<CoreDataKind>>),
  ]),
) as unknown as typeof CORE_DATA_LISTS;

export function coreDataListOptions<K extends CoreDataKind>(kind: K): ListOptions<CoreDataItem<K>> {
  return LIST_OPTIONS[kind];
}
