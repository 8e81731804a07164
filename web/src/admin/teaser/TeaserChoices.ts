import { makeAutoObservable, runInAction } from 'mobx';
import {
  fairStates,
  teaserFairOptions,
  teaserFairSeriesOptions,
  teaserTypes,
  type FairStateOption,
  type TeaserFairOption,
  type TeaserFairSeriesOption,
  type TeaserTypeItem,
} from '../../api/adminTeaserApi.ts';
import type { RootStore } from '../../app/RootStore.ts';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/**
 * What the teaser form chooses from (spec: admin-back-office §7 GET /teasertypes, GET /fairstates, the fairs
 * with their tasks, GET /fairseries). A failed load goes through the error catalogue (§8) like the form's own.
 */
export class TeaserChoices {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  types: TeaserTypeItem[] = [];
  states: FairStateOption[] = [];
  fairs: TeaserFairOption[] = [];
  series: TeaserFairSeriesOption[] = [];

  readonly #root: RootStore;

  constructor(root: RootStore) {
    this.#root = root;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const api = this.#root.api;
      const [types, states, fairs, series] = await Promise.all([
        teaserTypes(api),
        fairStates(api),
        teaserFairOptions(api),
        teaserFairSeriesOptions(api),
      ]);
      runInAction(() => {
        this.types = types;
        this.states = states;
        this.fairs = fairs;
        this.series = series;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.state = 'failed'));
      this.#root.handleApiFailure(error);
    }
  }

  typeName(type: number): string {
    return this.types.find((option) => option.value === type)?.text ?? `Typ ${type}`;
  }

  get fairOptions(): ChoiceOption[] {
    return this.fairs.map((fair) => ({ value: fair._id, label: `${fair.displayNameDe} (${fair.idCode})` }));
  }

  get seriesOptions(): ChoiceOption[] {
    return this.series.map((series) => ({ value: series._id, label: series.titleDe }));
  }

  /** The process steps (not the groups) of the fair with this `_id`: a teaser's related task is one of them. */
  taskOptions(fairId: unknown): ChoiceOption[] {
    const fair = this.fairs.find((candidate) => candidate._id === fairId);
    return (fair?.tasks ?? [])
      .filter((task) => task.type === 'task')
      .map((task) => ({ value: task._id, label: task.displayNameDe }));
  }
}
