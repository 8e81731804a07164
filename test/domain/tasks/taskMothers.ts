import fc from 'fast-check';
import {
  DEEPLINK_MODES,
  SERVICE_GROUPS,
  type CostLine,
  type FairTask,
  type ServiceGroup,
  type TaskBoardContext,
} from '../../../domain/index.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A task with a link (manual mode), required, no period: override what the test is about. */
export function aTask(overrides: Partial<FairTask> = {}): FairTask {
  return {
    _id: 'task-1',
    type: 'task',
    displayName: { de: 'Katalogeintrag', fr: 'Inscription au catalogue', en: 'Catalogue entry' },
    serviceGroup: 'VERZ',
    required: true,
    boothServices: [],
    infoTexts: [],
    deeplinkmode: 'manual',
    url: 'https://shop.example.com/verz',
    ...overrides,
  };
}

export function aTitle(overrides: Partial<FairTask> = {}): FairTask {
  return aTask({ _id: 'title-1', type: 'taskTitle', deeplinkmode: 'servicegroup', url: null, ...overrides });
}

export function aCostLine(overrides: Partial<CostLine> = {}): CostLine {
  return {
    buchungId: 'b-1',
    leistungsId: 'l-1',
    leistungsgruppeId: 'VERZ',
    leistungsgruppeBezeichnung: 'Verzeichnis',
    leistungsBezeichnung: 'Katalogeintrag',
    menge: 1,
    einheit: 'Stk',
    einzelPreisNetto: 100,
    gesamtPreisNetto: 100,
    paketTeil: false,
    ...overrides,
  };
}

export function aBoardContext(overrides: Partial<TaskBoardContext> = {}): TaskBoardContext {
  return {
    fairCode: 'BAU26',
    regiNr: '4711',
    language: 'de',
    costs: [],
    insuranceExists: false,
    ...overrides,
  };
}

/** The end of a UTC day given as YYYY-MM-DD, computed without the code under test. */
export function endOfDayMs(day: string): number {
  return Date.parse(`${day}T23:59:59.999Z`);
}

export function startOfDayMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

export const serviceGroupArb: fc.Arbitrary<ServiceGroup> = fc.constantFrom(...SERVICE_GROUPS);

/** Instants from 2000 to the end of year 9999, biased to a few years around now so that periods and now meet. */
export const nowArb: fc.Arbitrary<Date> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2028-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    }),
  },
);

/** A calendar day YYYY-MM-DD. */
export const dayArb: fc.Arbitrary<string> = nowArb.map((date) => date.toISOString().slice(0, 10));

export const periodArb = fc.record(
  { start: fc.option(dayArb, { nil: undefined }), end: fc.option(dayArb, { nil: undefined }) },
  { requiredKeys: [] },
);

export const costLineArb: fc.Arbitrary<CostLine> = fc
  .record({ group: serviceGroupArb, dontMarkAsComplete: fc.option(fc.boolean(), { nil: undefined }), id: fc.nat(999) })
  .map(({ group, dontMarkAsComplete, id }) =>
    aCostLine({
      buchungId: `b-${id}`,
      leistungsgruppeId: group,
      ...(dontMarkAsComplete === undefined ? {} : { dontMarkAsComplete }),
    }),
  );

const optionalUrlArb = fc.option(fc.constantFrom('', '   ', 'https://shop.example.com/x?a=1', '/fair/BAU26/4711'), {
  nil: undefined,
});

export const taskArb: fc.Arbitrary<FairTask> = fc
  .record({
    id: fc.nat(50),
    serviceGroup: serviceGroupArb,
    period: fc.option(periodArb, { nil: undefined }),
    required: fc.boolean(),
    isDone: fc.option(fc.boolean(), { nil: undefined }),
    isDisabled: fc.option(fc.boolean(), { nil: undefined }),
    notificationState: fc.option(fc.boolean(), { nil: undefined }),
    boothServices: fc.array(
      fc.record({ id: fc.constantFrom('S1', 'S2', 'S3'), hidden: fc.boolean(), required: fc.boolean() }),
      { maxLength: 3 },
    ),
    deeplinkmode: fc.option(fc.constantFrom(...DEEPLINK_MODES), { nil: undefined }),
    url: optionalUrlArb,
    manualdeeplinktargetblank: fc.option(fc.boolean(), { nil: undefined }),
    coexposant: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(
    ({
      id,
      period,
      isDone,
      isDisabled,
      notificationState,
      deeplinkmode,
      url,
      manualdeeplinktargetblank,
      coexposant,
      ...rest
    }) =>
      aTask({
        _id: `task-${id}`,
        ...rest,
        period: period ?? null,
        ...(isDone === undefined ? {} : { isDone }),
        ...(isDisabled === undefined ? {} : { isDisabled }),
        ...(notificationState === undefined ? {} : { notificationState }),
        ...(deeplinkmode === undefined ? {} : { deeplinkmode }),
        url: url ?? null,
        ...(manualdeeplinktargetblank === undefined ? {} : { manualdeeplinktargetblank }),
        ...(coexposant === undefined ? {} : { coexposant }),
      }),
  );

export const titleArb: fc.Arbitrary<FairTask> = fc
  .record({ id: fc.nat(50), serviceGroup: serviceGroupArb })
  .map(({ id, serviceGroup }) => aTitle({ _id: `title-${id}`, serviceGroup }));

export const boardContextArb: fc.Arbitrary<TaskBoardContext> = fc
  .record({
    standLeistungId: fc.option(fc.constantFrom('S1', 'S2'), { nil: undefined }),
    ausstellerTyp: fc.option(fc.constantFrom('AUSSTELLER', 'VERTRAGSHAENDLER', 'MITAUSSTELLER'), { nil: undefined }),
    costs: fc.array(costLineArb, { maxLength: 6 }),
    insuranceExists: fc.boolean(),
    orderExists: fc.dictionary(serviceGroupArb, fc.boolean(), { maxKeys: 5 }),
    taskNotificationStates: fc.dictionary(
      fc.nat(50).map((n) => `task-${n}`),
      fc.boolean(),
      { maxKeys: 5 },
    ),
    serviceShopLinks: fc.dictionary(serviceGroupArb, fc.constantFrom('https://shop.example.com/sg', ''), {
      maxKeys: 5,
    }),
    shopLinks: fc.array(
      fc.record({
        ziel: fc.constantFrom('KATALOG', 'FILEUPLOAD', 'DEFAULT'),
        href: fc.constantFrom('https://shop.example.com/k', ''),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ standLeistungId, ausstellerTyp, ...rest }) =>
    aBoardContext({
      ...rest,
      ...(standLeistungId === undefined ? {} : { standLeistungId }),
      ...(ausstellerTyp === undefined ? {} : { ausstellerTyp }),
    }),
  );

/** A fair's task list: tasks with distinct ids, so that a deadline or a state can be matched to its task. */
export const fairTasksArb: fc.Arbitrary<FairTask[]> = fc
  .array(taskArb, { maxLength: 15 })
  .map((tasks) => tasks.map((task, index): FairTask => ({ ...task, _id: `t${index}` })));
