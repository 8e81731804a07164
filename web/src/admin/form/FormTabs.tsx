import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface FormTab {
  /** The URL hash that opens the tab (spec §2: `#messedaten`). */
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
  /** A field on the tab has a message. */
  readonly invalid?: boolean;
}

/** The tab the address names, else the first. */
export function activeTabOf(tabs: readonly { readonly id: string }[], hash: string): string | undefined {
  const named = decodeURIComponent(hash.replace(/^#/, ''));
  return tabs.some((tab) => tab.id === named) ? named : tabs[0]?.id;
}

/**
 * Tabs of an admin form, each reachable by its hash (spec §2, §5: the tab of the first failing field opens
 * through the hash). ARIA tabs with arrow keys, Home and End.
 */
export function FormTabs({
  tabs,
  label,
  skipTo,
}: {
  tabs: readonly FormTab[];
  label: string;
  /**
   * A link right after the tab bar to the form's save button (shown when it has the focus): a long tab (a fair's
   * task list has some 100 controls) is then two keys from saving instead of a couple of hundred Tab presses.
   */
  skipTo?: { readonly id: string; readonly label: string };
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeTabOf(tabs, location.hash);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (id: string, focus = false) => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: id },
      { replace: true, state: location.state as unknown },
    );
    if (focus) buttons.current[tabs.findIndex((tab) => tab.id === id)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open(tabs[next].id, true);
  };

  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label={label} className="admin-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={`admin-tab${tab.invalid ? ' admin-tab-invalid' : ''}`}
            onClick={() => open(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.invalid && (
              <span className="admin-tab-mark">
                <span aria-hidden="true"> !</span>
                <span className="sr-only"> (enthält Fehler)</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {skipTo && (
        <a
          className="admin-skip-link"
          href={`#${skipTo.id}`}
          onClick={(event) => {
            // The save button is no scroll target of its own: it takes the focus (the sticky save bar shows it).
            event.preventDefault();
            document.getElementById(skipTo.id)?.focus();
          }}
        >
          {skipTo.label}
        </a>
      )}
      {tabs.map((tab) =>
        tab.id === active ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            className="admin-tabpanel"
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
