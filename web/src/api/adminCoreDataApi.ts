import { adminResource } from './adminApi.ts';
import type { components } from './schema.d.ts';

/**
 * The master-data calls and the wall of interesting fairs of the back office (spec: admin-back-office §7 Task
 * definitions, Task titles, Booth services, Fair series, Header definitions, Fair wall; openapi/paths/
 * admin-coreData.yaml and admin-fairwall.yaml). The lists carry `isUsed` where an item can be used in a fair.
 */
type Schemas = components['schemas'];

export type TaskDefinition = Schemas['TaskDefinition'];
export type TaskTitle = Schemas['TaskTitle'];
export type BoothService = Schemas['BoothService'];
export type FairSeries = Schemas['AdminFairSeries'];
export type HeaderDefinition = Schemas['HeaderDefinition'];
export type FairWallEntry = Schemas['AdminFairWallEntry'];

/** Process steps; list sort keys displayNameDe, serviceGroup, order, isUsed. */
export const taskDefinitionResource = adminResource<TaskDefinition>({
  list: '/api/taskdefinitions',
  item: (id) => `/api/taskdefinitions/${id}`,
  create: '/api/taskdefinition',
});

/** Process groups; list sort keys titleDe, serviceGroup, isUsed. */
export const taskTitleResource = adminResource<TaskTitle>({
  list: '/api/tasktitles',
  item: (id) => `/api/tasktitle/${id}`,
  create: '/api/tasktitle',
});

/** Booth services; list sort keys title, id, isUsed. */
export const boothServiceResource = adminResource<BoothService>({
  list: '/api/boothservices',
  item: (id) => `/api/boothservice/${id}`,
  create: '/api/boothservice',
});

/** Fair series; list sort keys titleDe, _id, isUsed. */
export const fairSeriesResource = adminResource<FairSeries>({
  list: '/api/fairseries',
  item: (id) => `/api/fairseries/${id}`,
  create: '/api/fairseries',
});

/** Header definitions; list sort keys displayNameDe, serviceGroupId, order. */
export const headerDefinitionResource = adminResource<HeaderDefinition>({
  list: '/api/headerdefinitions',
  item: (id) => `/api/headerdefinitions/${id}`,
  create: '/api/headerdefinition',
});

/** Entries of the wall of interesting fairs; list sort keys displayName, publishStart, publishEnd. */
export const fairWallResource = adminResource<FairWallEntry>({
  list: '/api/fairwallentry',
  item: (id) => `/api/fairwallentry/${id}`,
  create: '/api/fairwallentry',
});
