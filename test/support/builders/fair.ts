import type {
  FairOwnDocument,
  FairSeries,
  FairStep,
  LabelOverride,
  Localized,
} from '../../../domain/exhibitor/types.ts';
import type { FairTask } from '../../../domain/tasks/types.ts';
import { aTask, aTitle } from '../../domain/tasks/taskMothers.ts';
import type { FairWithTasks } from '../InMemoryFairs.ts';

/**
 * A product fair as the product data and the booking system know it, for use-case tests: by default the
 * "Holz und Bau" fair HAB27 of series R-HAB, published from 2026-06-01 to 2027-06-30, held 2027-03-10..13,
 * registration until 2027-01-31, with a team e-mail and no tasks. Say only what the test is about.
 */
export class FairBuilder {
  #fair: FairWithTasks = {
    _id: 'fair-hab27',
    idCode: 'HAB27',
    displayName: { de: 'Holz und Bau', fr: 'Bois et construction', en: 'Wood and building' },
    publish: { start: '2026-06-01', end: '2027-06-30' },
    duration: { start: '2027-03-10', end: '2027-03-13' },
    registrationDeadline: '2027-01-31',
    series: { reiheId: 'R-HAB', titel: 'Holz und Bau' },
    teamEmail: 'team@hab.example',
    defaultRegistrationUrl: {
      de: 'https://hab.example/de/anmeldung',
      fr: 'https://hab.example/fr/anmeldung',
      en: 'https://hab.example/en/anmeldung',
    },
    tasks: [],
  };

  withIdCode(idCode: string): this {
    return this.#with({ idCode, _id: `fair-${idCode.toLowerCase()}` });
  }

  inSeries(reiheId: string, titel = reiheId): this {
    return this.#with({ series: { reiheId, titel } satisfies FairSeries });
  }

  published(start: string, end: string): this {
    return this.#with({ publish: { start, end } });
  }

  held(start: string, end: string): this {
    return this.#with({ duration: { start, end } });
  }

  withRegistrationDeadline(day: string): this {
    return this.#with({ registrationDeadline: day });
  }

  withTeamEmail(teamEmail: string): this {
    return this.#with({ teamEmail });
  }

  /** The fair's own text for a registration state (exhibitor-area §4); a blank text leaves the default. */
  withStateLabel(state: 'open' | 'ordered' | 'evaluation' | 'confirmed', label: LabelOverride): this {
    return this.#with({ [`${state}Label`]: label });
  }

  /** The fair's schedule (flow steps), each with its date range. */
  withSteps(...steps: FairStep[]): this {
    return this.#with({ steps });
  }

  /** The fair's own documents, title and link per language (admin-back-office §3 Fair document). */
  withFairDocuments(...documents: FairOwnDocument[]): this {
    return this.#with({ documents });
  }

  /** The day from which the booth documents are shown (exhibitor-area §5 documentsstartdate). */
  withDocumentsFrom(day: string): this {
    return this.#with({ documentsstartdate: day });
  }

  withRegistrationUrls(registration: Localized<string>, gastro?: Localized<string>): this {
    return this.#with({
      defaultRegistrationUrl: registration,
      ...(gastro ? { defaultGastroRegistrationUrl: gastro } : {}),
    });
  }

  /**
   * Appends a task (defaults of the task mothers' `aTask`; its id is `<idcode>-task-<service group>`), under a
   * process group heading of its service group (`<idcode>-title-<service group>`) unless the last task has it.
   */
  withTask(overrides: Partial<FairTask> = {}): this {
    const fairKey = this.#fair.idCode.toLowerCase();
    const task = aTask({
      ...overrides,
      _id: overrides._id ?? `${fairKey}-task-${(overrides.serviceGroup ?? aTask().serviceGroup).toLowerCase()}`,
    });
    const group = task.serviceGroup.toLowerCase();
    const heading =
      this.#fair.tasks.at(-1)?.serviceGroup === task.serviceGroup
        ? []
        : [
            aTitle({
              _id: `${fairKey}-title-${group}`,
              serviceGroup: task.serviceGroup,
              displayName: task.displayName,
            }),
          ];
    return this.#with({ tasks: [...this.#fair.tasks, ...heading, task] });
  }

  build(): FairWithTasks {
    return this.#fair;
  }

  #with(change: Partial<FairWithTasks>): this {
    this.#fair = { ...this.#fair, ...change };
    return this;
  }
}

export const aFair = (): FairBuilder => new FairBuilder();

/** What `withTask` takes for a task whose link is the service shop's deep link (mode servicegroup): optional unless `more` says. */
export const aServiceGroupTask = (
  serviceGroup: FairTask['serviceGroup'],
  period: FairTask['period'],
  more: Partial<FairTask> = {},
): Partial<FairTask> => ({
  serviceGroup,
  period,
  required: false,
  deeplinkmode: 'servicegroup',
  url: null,
  ...more,
});
