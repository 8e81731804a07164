import type { Localized } from '../exhibitor/types.ts';
import type { DateRange } from '../time.ts';
import type { BoothService, DeeplinkMode, FairTask, InfoText, ServiceGroup } from './types.ts';

/**
 * The fair's tasks as the back office keeps them (spec: admin-back-office §3): task definitions (process
 * steps) and task titles (process groups) are maintained once; a fair lists them in order, each entry
 * with its own required flag, booth services, info texts and period. What the exhibitor sees is projected
 * from this model on every read (`exhibitorTasks`), so an edit of a process step shows on every fair using it.
 */

/** Task definition (process step), admin-back-office §3. */
export interface TaskDefinition {
  readonly _id: string;
  readonly displayName: Localized<string>;
  readonly serviceGroup: ServiceGroup;
  /** null: the task keeps no mode of its own. */
  readonly deeplinkmode: DeeplinkMode | null;
  /** The manual deep link's address. */
  readonly url: string | null;
  readonly manualdeeplinktargetblank: boolean;
  /** Shown to co-exhibitors although in manual mode (exhibitor-area §5). */
  readonly coexposant: boolean;
}

/** Task title (process group), admin-back-office §3. */
export interface TaskTitle {
  readonly _id: string;
  readonly title: Localized<string>;
  readonly serviceGroup: ServiceGroup;
  readonly deeplinkmode: DeeplinkMode | null;
  readonly url: string | null;
  readonly manualdeeplinktargetblank: boolean;
}

/** Header definition, admin-back-office §3: the header text of the tasks of one service group, with its info text (§5: de/fr/en). */
export interface HeaderDefinition {
  readonly _id: string;
  readonly displayName: Localized<string>;
  readonly infoText: Localized<string>;
  readonly serviceGroupId: ServiceGroup;
}

/**
 * The info text a header definition made from a copied-in task list gets (admin-back-office §5 requires one per
 * language; a task list carries only the header's name): a short line naming the header.
 */
export function headerInfoText(displayName: Localized<string>): Localized<string> {
  return {
    de: `Alle Leistungen zu ${displayName.de}`,
    fr: `Toutes les prestations\u202f: ${displayName.fr}`,
    en: `All services for ${displayName.en}`,
  };
}

/** One entry of a fair's ordered task list: it refers to a task definition or a task title by id. */
export type FairTaskEntry =
  | {
      readonly type: 'task';
      readonly taskDefinitionId: string;
      readonly required: boolean;
      readonly boothServices: readonly BoothService[];
      readonly infoTexts: readonly InfoText[];
      readonly period: DateRange | null;
      readonly published: DateRange | null;
    }
  | { readonly type: 'taskTitle'; readonly taskTitleId: string };

/** What a fair's task list refers to. */
export interface FairTaskCatalogue {
  readonly definitions: readonly TaskDefinition[];
  readonly titles: readonly TaskTitle[];
  readonly headers: readonly HeaderDefinition[];
}

/**
 * The ordered task list the exhibitor sees (exhibitor-area §4, admin-back-office §3): every entry in the
 * fair's order, named, grouped and linked by its current definition or title, with the fair's own
 * required flag, booth services, info texts and period. An entry whose definition or title no longer
 * exists is left out. The header text of a task is the header definition of its service group.
 */
export function exhibitorTasks(entries: readonly FairTaskEntry[], catalogue: FairTaskCatalogue): FairTask[] {
  const definitions = new Map(catalogue.definitions.map((definition) => [definition._id, definition]));
  const titles = new Map(catalogue.titles.map((title) => [title._id, title]));
  const headers = new Map<string, HeaderDefinition>();
  for (const header of catalogue.headers)
    if (!headers.has(header.serviceGroupId)) headers.set(header.serviceGroupId, header);
  return entries.flatMap((entry): FairTask[] => {
    if (entry.type === 'taskTitle') {
      const title = titles.get(entry.taskTitleId);
      if (!title) return [];
      return [
        {
          _id: title._id,
          type: 'taskTitle',
          displayName: title.title,
          serviceGroup: title.serviceGroup,
          required: false,
          boothServices: [],
          infoTexts: [],
          ...(title.deeplinkmode ? { deeplinkmode: title.deeplinkmode } : {}),
          url: title.url,
          manualdeeplinktargetblank: title.manualdeeplinktargetblank,
        },
      ];
    }
    const definition = definitions.get(entry.taskDefinitionId);
    if (!definition) return [];
    const header = headers.get(definition.serviceGroup);
    return [
      {
        _id: definition._id,
        type: 'task',
        displayName: definition.displayName,
        serviceGroup: definition.serviceGroup,
        period: entry.period,
        published: entry.published,
        required: entry.required,
        boothServices: entry.boothServices,
        infoTexts: entry.infoTexts,
        ...(header ? { headerText: header.displayName } : {}),
        ...(definition.deeplinkmode ? { deeplinkmode: definition.deeplinkmode } : {}),
        url: definition.url,
        manualdeeplinktargetblank: definition.manualdeeplinktargetblank,
        coexposant: definition.coexposant,
      },
    ];
  });
}

/**
 * The model of an ordered task list (the inverse of `exhibitorTasks`): the entries, and the definitions,
 * titles and header definitions they refer to. Used to carry a copied-in task list over into the model.
 */
export function fairTaskModel(tasks: readonly FairTask[]): FairTaskCatalogue & { readonly entries: FairTaskEntry[] } {
  const definitions: TaskDefinition[] = [];
  const titles: TaskTitle[] = [];
  const headers: HeaderDefinition[] = [];
  const entries = tasks.map((task): FairTaskEntry => {
    const link = {
      deeplinkmode: task.deeplinkmode ?? null,
      url: task.url ?? null,
      manualdeeplinktargetblank: task.manualdeeplinktargetblank ?? false,
    };
    if (task.type === 'taskTitle') {
      titles.push({ _id: task._id, title: task.displayName, serviceGroup: task.serviceGroup, ...link });
      return { type: 'taskTitle', taskTitleId: task._id };
    }
    definitions.push({
      _id: task._id,
      displayName: task.displayName,
      serviceGroup: task.serviceGroup,
      ...link,
      coexposant: task.coexposant ?? false,
    });
    if (task.headerText && !headers.some((header) => header.serviceGroupId === task.serviceGroup)) {
      headers.push({
        _id: `header-${task.serviceGroup.toLowerCase()}`,
        displayName: task.headerText,
        infoText: headerInfoText(task.headerText),
        serviceGroupId: task.serviceGroup,
      });
    }
    return {
      type: 'task',
      taskDefinitionId: task._id,
      required: task.required,
      boothServices: task.boothServices,
      infoTexts: task.infoTexts,
      period: task.period ?? null,
      published: task.published ?? null,
    };
  });
  return { entries, definitions, titles, headers };
}
