// The calls of the fair form's Prozesskonfiguration tab (admin-back-office §2 fair create/edit, §7): the catalogue
// the tab picks process steps, process groups and booth services from, and the fairs to copy tasks from.
import { adminListAll } from './adminApi.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type AdminFairTask = Schemas['AdminFairTask'];
export type AdminFairTaskInput = Schemas['AdminFairTaskInput'];
export type AdminFairBoothService = Schemas['AdminFairBoothService'];
export type AdminFairInfoText = Schemas['AdminFairInfoText'];
export type AdminFairDateRange = Schemas['AdminFairDateRange'];
export type TaskDefinition = Schemas['TaskDefinition'];
export type TaskTitle = Schemas['TaskTitle'];
export type BoothService = Schemas['BoothService'];
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
