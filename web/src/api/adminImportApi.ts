import type { ImportKind } from '../../../domain/admin/index.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

/** The plan of a master-data import (POST /api/admin/imports/{kind}, openapi/paths/admin-imports.yaml). */
export type ImportPlan = components['schemas']['CoreDataImportPlan'];

/** The address segment of each importable list. */
const SEGMENTS: Readonly<Record<ImportKind, string>> = {
  taskDefinition: 'taskdefinitions',
  taskTitle: 'tasktitles',
  boothService: 'boothservices',
  fairSeries: 'fairseries',
  blacklistEntry: 'blacklist',
};

/** The dry run: what the file would add and change, and the token that applies exactly that. */
export function planImport(api: ApiClient, kind: ImportKind, csv: string): Promise<ImportPlan> {
  return api.postText<ImportPlan>(`/api/admin/imports/${SEGMENTS[kind]}?dryRun=true`, csv, 'text/csv');
}

/** Applies the dry run's plan; 409 when the data moved since. */
export function applyImport(api: ApiClient, kind: ImportKind, csv: string, token: string): Promise<ImportPlan> {
  return api.postText<ImportPlan>(
    `/api/admin/imports/${SEGMENTS[kind]}?token=${encodeURIComponent(token)}`,
    csv,
    'text/csv',
  );
}
