import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { canRestoreVersion } from '../../api/adminHistoryApi.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import type { ListNotice } from '../list/AdminListPage.tsx';
import { HISTORY_PARAM } from '../ui/adminItemKinds.ts';
import { AdminLoading } from '../ui/AdminLoadError.tsx';
import { SuccessAlert, SUCCESS_ALERT_MS } from '../ui/SuccessAlert.tsx';
import type { AdminFormStore, Versioned } from './AdminFormStore.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { FormTabs, type FormTab } from './FormTabs.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { LeavePrompt } from './LeavePrompt.tsx';
import { PresenceNotice } from './PresenceNotice.tsx';
import { useSaveShortcut } from './useSaveShortcut.ts';

export interface AdminFormPageProps<T extends object & Versioned> {
  readonly store: AdminFormStore<T>;
  readonly title: string;
  /** The heading while the item loads, where `title` is made from the item (the fair's name); `title` otherwise. */
  readonly loadingTitle?: string;
  /** Beside the title, e.g. the fair's lifecycle badge (spec §4). */
  readonly badge?: ReactNode;
  readonly back: { readonly to: string; readonly label: string };
  /** A form with tabs (spec §2); otherwise `children`. */
  readonly tabs?: readonly FormTab[];
  readonly tabsLabel?: string;
  readonly children?: ReactNode;
  readonly saveLabel?: string;
  /** Buttons beside save (e.g. "Vorschau als Aussteller"). */
  readonly actions?: ReactNode;
  /** How long the success message shows (5 s by default, spec §9). */
  readonly successMs?: number;
  /** Runs after a successful save with the stored item (navigate to the overview or to the new item's edit path). */
  readonly onSaved?: (saved: T) => void;
  /** Checks of the page beyond the validator, run before the request (the teaser overlap). */
  readonly extraCheck?: (value: T) => Promise<readonly { field: string; tab?: string; message: string }[]>;
  readonly fieldLabel?: (field: string) => string;
  /** The history offers "Diese Version wiederherstellen" (by default where the server restores the kind). */
  readonly restorable?: boolean;
}

/**
 * The frame of every admin form: heading, alerts, tabs or fields, the save button, the stale-version dialog,
 * the unsaved-changes question and the change history (spec: admin-back-office §2, §4, §5, §8; the dialog, the
 * question and the history go beyond it).
 */
export const AdminFormPage = observer(function AdminFormPage<T extends object & Versioned>(
  props: AdminFormPageProps<T>,
) {
  const { store } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const saveId = useId();
  const handedNotice = (location.state as ListNotice | null)?.notice;
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`Admin: ${props.title}`);
  useSaveShortcut(
    formRef,
    () => store.state === 'ready' && store.dirty && !store.saving && store.conflict === undefined,
  );

  // An item that another screen just made (a create, a duplicate) opens at its top with its heading focused, as a
  // new page does: the screen it came from may have been scrolled, and the notice above tells what was made.
  const arrived = useRef<string | undefined>(undefined);
  const ready = store.state === 'ready';
  useEffect(() => {
    if (!ready || handedNotice === undefined || arrived.current === location.key) return;
    arrived.current = location.key;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [ready, handedNotice, location.key]);

  useEffect(() => {
    void store.load();
  }, [store]);

  // The tab of the first failing field opens through the hash (spec §5), then focus goes to that field.
  // Only a new failure moves the manager: the address is read when it happens, not watched.
  const failedTab = store.failedTab;
  const openTab = useEffectEvent((tab: string) => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: tab },
      { replace: true, state: location.state as unknown },
    );
  });
  useEffect(() => {
    if (failedTab !== undefined) openTab(failedTab.tab);
  }, [failedTab]);
  // Focus goes to the first marked field once per failed submit (not while the manager types and a message
  // clears); when the failing tab opens only with the hash change, once that tab's field is drawn.
  const [focusRound, setFocusRound] = useState(0);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    const timer = setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!invalid) return;
      focusPending.current = false;
      invalid.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [focusRound, location.hash]);

  const back = (
    <p className="admin-back">
      <Link to={props.back.to}>← {props.back.label}</Link>
    </p>
  );
  // While the item loads the page already has its place, heading and way back: nothing moves when it arrives.
  if (store.state !== 'ready')
    return (
      <div className="admin-page">
        {back}
        <div className="admin-page-head">
          <h1 className="admin-title">{props.loadingTitle ?? props.title}</h1>
        </div>
        <p className="admin-presence" />
        {store.state === 'loading' && <AdminLoading />}
      </div>
    );

  const submit = async (overwrite = false) => {
    const saved = overwrite ? await store.overwrite() : await store.submit(props.extraCheck);
    if (saved !== undefined) props.onSaved?.(saved);
    else if (store.hasErrors) {
      focusPending.current = true;
      setFocusRound((round) => round + 1);
    }
  };

  return (
    <div className="admin-page">
      {back}
      <div className="admin-page-head">
        <h1 className="admin-title" ref={heading} tabIndex={-1}>
          {props.title}
        </h1>
        {props.badge}
      </div>
      {store.id !== undefined ? (
        <PresenceNotice key={store.id} entity={store.entity} id={store.id} />
      ) : (
        <p className="admin-presence" />
      )}
      <SuccessAlert
        message={store.success ?? handedNotice}
        shownAt={store.successAt}
        durationMs={props.successMs ?? SUCCESS_ALERT_MS}
      />
      <div role="alert" className="admin-status">
        {store.failure !== undefined && <p className="admin-alert admin-alert-error">{store.failure}</p>}
      </div>
      <form
        ref={formRef}
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {props.tabs !== undefined ? (
          <FormTabs
            tabs={props.tabs.map((tab) => ({ ...tab, invalid: tab.invalid ?? store.errorTabs.includes(tab.id) }))}
            label={props.tabsLabel ?? props.title}
            skipTo={{ id: saveId, label: 'Zu Speichern springen' }}
          />
        ) : (
          props.children
        )}
        <div className="admin-form-actions">
          <button
            id={saveId}
            type="submit"
            className="button button-primary"
            disabled={store.saving}
            aria-busy={store.saving}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {store.saving ? 'Wird gespeichert …' : (props.saveLabel ?? 'Speichern')}
          </button>
          {props.actions}
          <span className="admin-shortcut-hint">
            Tastenkürzel: <kbd>Strg</kbd>+<kbd>S</kbd> (Mac: <kbd>⌘</kbd>+<kbd>S</kbd>)
          </span>
          {store.dirty && <span className="admin-dirty">Ungespeicherte Änderungen</span>}
        </div>
      </form>
      {store.id !== undefined && (
        <HistoryPanel
          entity={store.entity}
          id={store.id}
          version={store.value.version}
          initiallyOpen={search.has(HISTORY_PARAM)}
          {...(props.fieldLabel ? { fieldLabel: props.fieldLabel } : {})}
          restore={
            (props.restorable ?? canRestoreVersion(store.entity)) && typeof store.savedValue.version === 'number'
              ? {
                  version: store.savedValue.version,
                  dirty: store.dirty,
                  onRestored: (item, message) => store.adoptRestored(item, message),
                }
              : undefined
          }
        />
      )}
      <ConflictDialog
        store={store as unknown as AdminFormStore<object & Versioned>}
        onOverwrite={() => void submit(true)}
        {...(props.fieldLabel ? { fieldLabel: props.fieldLabel } : {})}
      />
      <LeavePrompt when={store.dirty && !store.saving} />
    </div>
  );
}) as <T extends object & Versioned>(props: AdminFormPageProps<T>) => ReactNode;

/** The `:id` of a form's route, or undefined on a create route (spec §4: create versus update by the id). */
export function routeId(params: Readonly<Record<string, string | undefined>>): string | undefined {
  const id = params['id'];
  return id === undefined || id === '' ? undefined : id;
}
