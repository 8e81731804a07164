import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  DEFAULT_DEEPLINK_MODE,
  isDeleteAllowed,
  type TaskDefinitionDeeplinkMode,
} from '../../../../domain/admin/index.ts';
import { SERVICE_GROUPS } from '../../../../domain/tasks/index.ts';
import type { AdminResource } from '../../api/adminApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { routeId } from '../form/AdminFormPage.tsx';
import { AdminFormStore, type AdminFormConfig, type FormBinding, type Versioned } from '../form/AdminFormStore.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { CONTENT_LANGUAGES } from '../form/LanguageTextFields.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { TextField } from '../form/TextField.tsx';
import type { AdminListSource } from '../list/AdminListStore.ts';
import './coreData.css';

/**
 * What the master-data screens and the wall of interesting fairs share (spec: admin-back-office §2 core data
 * lists and forms, §4 saves return to their overview, §6 delete disabled while used, §8 messages, §9 timings).
 */

/** The list source of an overview: one page from the server, delete with the version read. */
export function useListSource<T extends { readonly _id: string; readonly version: number }>(
  resource: AdminResource<T>,
): AdminListSource<T> {
  const { api } = useStores();
  const [source] = useState<AdminListSource<T>>(() => ({
    list: (params) => resource.list(api, params),
    remove: (item) => resource.remove(api, item._id, item.version),
  }));
  return source;
}

/** Why an item cannot be deleted (spec §6: used in a fair), shown beside its disabled delete button. */
export function usedInFairReason(item: { readonly isUsed?: boolean }): string | undefined {
  return isDeleteAllowed(item) ? undefined : 'Wird in einer Messe verwendet';
}

/** The form values of a stored item: id and version only once stored, the derived isUsed ignored; `Own` replaces fields. */
export type FormOf<T, Own extends object = object> = Omit<T, '_id' | 'version' | 'isUsed' | keyof Own> & {
  _id?: string;
  version?: number;
  isUsed?: boolean;
} & Own;

/** The deep-link fields as the form holds them (spec §3: the checkbox stands for the mode manual). */
export type DeeplinkValues = { deeplinkmode: TaskDefinitionDeeplinkMode | null; manualdeeplink: boolean };

export interface ResourceFormConfig<T extends object & Versioned> extends Omit<AdminFormConfig<T>, 'load' | 'save'> {
  /** The body sent for the form's values (the domain's mapping, spec §3); the values themselves by default. */
  readonly forSave?: (value: T) => unknown;
  /** How long the page shows its success message before it returns to the overview (spec §9). */
  readonly returnAfterMs?: number;
  /** Runs before the return (the process step's scroll-up). */
  readonly beforeReturn?: () => Promise<void>;
}

/**
 * The form store of the route (new without an id, the item of the route id otherwise, spec §4), reading and
 * saving through `resource`; each successful save returns to `overview` with the saved message (§4).
 */
export function useResourceForm<T extends object & Versioned>(
  resource: AdminResource<unknown>,
  overview: string,
  config: ResourceFormConfig<T>,
): AdminFormStore<T> {
  const root = useStores();
  const id = routeId(useParams());
  const { forSave, returnAfterMs = 0, beforeReturn, ...rest } = config;
  const [store] = useState(
    () =>
      new AdminFormStore<T>(
        root,
        {
          ...rest,
          load: (api, itemId) => resource.get(api, itemId),
          save: (api, value, itemId) => resource.save(api, forSave ? forSave(value) : value, itemId),
        },
        id,
      ),
  );
  useReturnToOverview(store, overview, config.savedMessage, returnAfterMs, beforeReturn);
  return store;
}

/**
 * After each successful save (also one made by "Überschreiben" in the conflict dialog), `then` runs with the
 * saved item; `delayMs` later when the page first shows its message (the process step's 2.75 s, spec §9).
 */
function useAfterSave<T extends object & Versioned>(
  store: AdminFormStore<T>,
  then: (saved: T) => void,
  delayMs = 0,
): void {
  const latest = useRef(then);
  latest.current = then;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dispose = reaction(
      () => store.successAt,
      () => {
        const saved = store.value;
        clearTimeout(timer);
        timer = setTimeout(() => latest.current(saved), delayMs);
      },
    );
    return () => {
      dispose();
      clearTimeout(timer);
    };
  }, [store, delayMs]);
}

/** Returns to the overview with the saved message, which the overview shows (spec §4). */
function useReturnToOverview<T extends object & Versioned>(
  store: AdminFormStore<T>,
  overview: string,
  notice: (saved: T) => string,
  delayMs = 0,
  before?: () => Promise<void>,
): void {
  const navigate = useNavigate();
  useAfterSave(
    store,
    (saved) => {
      const go = () => void navigate(overview, { state: { notice: notice(saved) } });
      if (before === undefined) go();
      else void before().then(go);
    },
    delayMs,
  );
}

/** The view scrolls to the top after a save failed on the server (spec §8: process step, header definition). */
export function useScrollUpAfterFailedSave<T extends object & Versioned>(store: AdminFormStore<T>): void {
  useEffect(
    () =>
      reaction(
        () => store.saving,
        (saving) => {
          if (!saving && store.failure !== undefined) void scrollToTop(SCROLL_UP_MS);
        },
      ),
    [store],
  );
}

/** The process step's scroll-up (spec §9: 1250 ms). */
export const SCROLL_UP_MS = 1250;

/** Scrolls the window to the top over `durationMs` (at once when the manager prefers reduced motion). */
export function scrollToTop(durationMs: number): Promise<void> {
  const start = window.scrollY;
  if (start <= 0 || durationMs <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  const began = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      window.scrollTo(0, Math.round(start * (1 - eased)));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** The service groups of spec §3, for the selects of process steps, process groups and header definitions. */
export const SERVICE_GROUP_OPTIONS = SERVICE_GROUPS.map((group) => ({ value: group, label: group }));

/** The overviews of process steps and groups narrow by service group (kept in the address as `serviceGroup`). */
export const SERVICE_GROUP_FILTER = [{ key: 'serviceGroup', label: 'Leistungsgruppe', options: SERVICE_GROUP_OPTIONS }];

export function ServiceGroupField({ store, field }: { store: FormBinding; field: string }) {
  return <SelectField store={store} field={field} label="Leistungsgruppe" required options={SERVICE_GROUP_OPTIONS} />;
}

/** The modes a link can take besides the manual one (spec §3 deeplinkmode). */
const DEEPLINK_OPTIONS = [
  { value: 'servicegroup', label: 'Leistungsgruppe (Shop der Leistungsgruppe)' },
  { value: 'katalog', label: 'Katalog' },
  { value: 'fileupload', label: 'Datei-Upload' },
];

/**
 * The link of a process step or group (spec §3): the checkbox "Manueller Deeplink" stands for the mode manual
 * (then the address and whether it opens in a new window); otherwise the mode is chosen. Unticking it returns
 * a stored manual mode to the default, so that the mapping of the domain does not keep it manual.
 */
export const DeeplinkFields = observer(function DeeplinkFields({
  store,
  coexposant = false,
}: {
  store: FormBinding;
  coexposant?: boolean;
}) {
  const manual = store.get('manualdeeplink') === true;
  return (
    <div className="admin-card">
      <h2 className="admin-card-title">Verlinkung</h2>
      <CheckboxField
        store={new ManualToggle(store)}
        field="manualdeeplink"
        label="Manueller Deeplink"
        hint="Der Schritt führt zu einer fest eingegebenen Adresse."
      />
      {manual ? (
        <div className="admin-grid">
          <TextField store={store} field="url" label="Adresse des Deeplinks" type="url" maxLength={2000} />
          <div className="coredata-checks">
            <CheckboxField store={store} field="manualdeeplinktargetblank" label="In neuem Fenster öffnen" />
            {coexposant && <CheckboxField store={store} field="coexposant" label="Auch für Mitaussteller sichtbar" />}
          </div>
        </div>
      ) : (
        <div className="admin-grid">
          <SelectField store={store} field="deeplinkmode" label="Deeplink-Modus" options={DEEPLINK_OPTIONS} />
        </div>
      )}
    </div>
  );
});

/** The manual checkbox: unticked, a stored mode "manual" falls back to the default mode. */
class ManualToggle implements FormBinding {
  readonly form: FormBinding;
  constructor(form: FormBinding) {
    this.form = form;
  }
  get(field: string): unknown {
    return this.form.get(field);
  }
  set(field: string, value: unknown): void {
    this.form.set(field, value);
    if (value !== true && this.form.get('deeplinkmode') === 'manual')
      this.form.set('deeplinkmode', DEFAULT_DEEPLINK_MODE);
  }
  errorOf(field: string): string | undefined {
    return this.form.errorOf(field);
  }
}

/** The labels of a text in de, fr and en (`titleDe` → `Titel (Deutsch)` …), for the change history and conflicts. */
export function languageLabels(base: string, label: string): Record<string, string> {
  return Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [`${base}${language.suffix}`, `${label} (${language.label})`]),
  );
}

/** The labels of the deep-link fields (DeeplinkFields). */
export const DEEPLINK_LABELS: Readonly<Record<string, string>> = {
  deeplinkmode: 'Deeplink-Modus',
  url: 'Adresse des Deeplinks',
  manualdeeplinktargetblank: 'In neuem Fenster öffnen',
  coexposant: 'Auch für Mitaussteller sichtbar',
};

/** `2026-03-01` as `01.03.2026`; blank as a dash. */
export function germanDate(iso: string | null | undefined): string {
  const match = /^(\d{4,5})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '–';
}
