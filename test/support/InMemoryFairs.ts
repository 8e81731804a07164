import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';
import type { TaskCatalogue } from '../../application/ports/TaskCatalogue.ts';
import {
  fairTaskModel,
  type FairTaskCatalogue,
  type FairTaskEntry,
  type TaskDefinition,
} from '../../domain/tasks/index.ts';
import { startOfUtcDay } from '../../domain/dateTime.ts';
import type { FairSeries, FairView } from '../../domain/exhibitor/types.ts';
import type { FairTask } from '../../domain/tasks/types.ts';

/** A fair with its ordered task list, as the demo catalogue and the test builders describe one. */
export interface FairWithTasks extends FairView {
  readonly _id: string;
  readonly series: FairSeries;
  /** Ordered: each process group heading (taskTitle) is followed by its tasks. */
  readonly tasks: readonly FairTask[];
  /** Where the fair takes place (demo catalogue only): not part of the product's fair. */
  readonly venue?: unknown;
}

/** The fairs a demo catalogue or a test world holds. */
interface WithFairs {
  readonly fairs: readonly FairWithTasks[];
}

/**
 * In-memory Fairs for application-layer tests; it passes the same contract suite as MikroOrmFairs. A fair
 * carries its ordered task entries (the fair model); what they refer to is the InMemoryTaskCatalogue's.
 */
export class InMemoryFairs implements Fairs {
  readonly #fairs: ProductFair[];
  readonly #series: ReadonlySet<string>;

  constructor(fairs: readonly ProductFair[], series: Iterable<string> = fairs.map((fair) => fair.fairSeriesId)) {
    this.#fairs = [...fairs];
    this.#series = new Set(series);
  }

  /** The catalogue's fairs, each task list turned into the model's entries (as the demo seed writes them). */
  static fromCatalogue(catalogue: WithFairs): InMemoryFairs {
    return new InMemoryFairs(
      catalogue.fairs.map(({ _id, venue: _venue, tasks, ...fair }) => ({
        ...fair,
        id: _id,
        fairSeriesId: fair.series.reiheId,
        series: { reiheId: fair.series.reiheId, titel: fair.series.titel },
        taskEntries: fairTaskModel(tasks).entries,
      })),
    );
  }

  async publishedUpTo(now: Date): Promise<ProductFair[]> {
    const tomorrow = now.getTime() + 86_400_000;
    return this.#fairs
      .filter((fair) => (startOfUtcDay(fair.publish.start)?.toMillis() ?? Infinity) <= tomorrow)
      .sort((a, b) => (b.duration.start ?? '').localeCompare(a.duration.start ?? ''));
  }

  async byIdCode(idCode: string): Promise<ProductFair | undefined> {
    return this.#fairs.find((fair) => fair.idCode === idCode);
  }

  async seriesExists(seriesId: string): Promise<boolean> {
    return this.#series.has(seriesId);
  }
}

/** In-memory TaskCatalogue: definitions, titles and headers kept once, editable in place like the back office's. */
export class InMemoryTaskCatalogue implements TaskCatalogue {
  #catalogue: FairTaskCatalogue;

  constructor(catalogue: FairTaskCatalogue = { definitions: [], titles: [], headers: [] }) {
    this.#catalogue = catalogue;
  }

  /** Every definition, title and header the catalogue's fairs refer to (of one id the last, as the demo seed keeps it). */
  static fromCatalogue(catalogue: WithFairs): InMemoryTaskCatalogue {
    const models = catalogue.fairs.map((fair) => fairTaskModel(fair.tasks));
    const lastOfId = <T extends { readonly _id: string }>(items: readonly T[]) => [
      ...new Map(items.map((item) => [item._id, item])).values(),
    ];
    return new InMemoryTaskCatalogue({
      definitions: lastOfId(models.flatMap((model) => model.definitions)),
      titles: lastOfId(models.flatMap((model) => model.titles)),
      headers: lastOfId(models.flatMap((model) => model.headers)),
    });
  }

  /** Writes a task definition (creates or overwrites), as a manager's edit in the back office. */
  async saveDefinition(definition: TaskDefinition): Promise<void> {
    const others = this.#catalogue.definitions.filter((known) => known._id !== definition._id);
    this.#catalogue = { ...this.#catalogue, definitions: [...others, definition] };
  }

  async referencedBy(entries: readonly FairTaskEntry[]): Promise<FairTaskCatalogue> {
    const definitionIds = new Set(entries.flatMap((entry) => (entry.type === 'task' ? [entry.taskDefinitionId] : [])));
    const titleIds = new Set(entries.flatMap((entry) => (entry.type === 'taskTitle' ? [entry.taskTitleId] : [])));
    const definitions = this.#catalogue.definitions.filter((definition) => definitionIds.has(definition._id));
    const groups = new Set(definitions.map((definition) => definition.serviceGroup));
    return {
      definitions,
      titles: this.#catalogue.titles.filter((title) => titleIds.has(title._id)),
      // The group's first header, as the portal's own adapter reads it.
      headers: this.#catalogue.headers.filter(
        (header, index, all) =>
          groups.has(header.serviceGroupId) &&
          all.findIndex((other) => other.serviceGroupId === header.serviceGroupId) === index,
      ),
    };
  }
}
