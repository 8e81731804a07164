import type { CoreDataItem, CoreDataKind } from '../ports/AdminCoreData.ts';
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
        { header: 'In einer Messe verwendet', value: (item) => item.isUsed },
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
        { header: 'In einer Messe verwendet', value: (item) => item.isUsed },
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
        { header: 'In einer Messe verwendet', value: (item) => item.isUsed },
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
        { header: 'In einer Messe verwendet', value: (item) => item.isUsed },
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

export function coreDataListOptions<K extends CoreDataKind>(kind: K): ListOptions<CoreDataItem<K>> {
  return CORE_DATA_LISTS[kind];
}
