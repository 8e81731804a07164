// The calls of the fair form's Prozesskonfiguration tab (admin-back-office §2 fair create/edit, §7): the catalogue
// the tab picks process steps, process groups and booth services from, and the fairs to copy tasks from.
import { adminListAll, type AdminFairTaskInput } from './adminApi.ts';
import type { BoothService, TaskDefinition, TaskTitle } from './adminCoreDataApi.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type { AdminFairTaskInput, BoothService, TaskDefinition, TaskTitle };
export type AdminFairTask = Schemas['AdminFairTask'];
export type AdminFairInfoText = Schemas['AdminFairInfoText'];
export type AdminFairDateRange = Schemas['AdminFairDateRange'];
export type AdminFairWithTasks = Schemas['AdminFairWithTasks'];

/** Every process step (GET /api/taskdefinitions, the plain array). */
export function listTaskDefinitions(api: ApiClient): Promise<TaskDefinition[]> {
  return adminListAll<TaskDefinition>(api, '/api/taskdefinitions');
}

/** Every process group (GET /api/tasktitles, the plain array). */
export function listTaskTitles(api: ApiClient): Promise<TaskTitle[]> {
  return adminListAll<TaskTitle>(api, '/api/tasktitles');
}

/** Every booth service (GET /api/boothservices, the plain array). */
export function listBoothServices(api: ApiClient): Promise<BoothService[]> {
  return adminListAll<BoothService>(api, '/api/boothservices');
}

/** Every fair with its ordered tasks (GET /api/fairsWithTasks), to choose the fair to copy tasks from. */
export function listFairsWithTasks(api: ApiClient): Promise<AdminFairWithTasks[]> {
  return adminListAll<AdminFairWithTasks>(api, '/api/fairsWithTasks');
}
