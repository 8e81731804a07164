import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProgressSort, ProgressTask, TaskDisplayState } from '../../api/adminProgressApi.ts';
import {
  PROGRESS_PAGE_SIZES,
  PROGRESS_SORTS,
  TASK_STATES,
  isFiltered,
  type ProgressFilter,
} from './progressAddress.ts';
import { SORT_LABELS, STATE_LABELS, exhibitorTypeLabel, statusLabel } from './progressLabels.ts';

interface FilterProps {
  readonly filter: ProgressFilter;
  /** The choices, from the booths and tasks the screen has seen. */
  readonly halls: ReadonlySet<string>;
  readonly statuses: ReadonlySet<string>;
  readonly exhibitorTypes: ReadonlySet<string>;
  readonly tasks: readonly ProgressTask[];
  readonly resetPath: string;
  readonly onFilter: (filter: ProgressFilter) => void;
}

/** The values seen, with the one the address names even when no booth of this page has it. */
function choicesOf(seen: ReadonlySet<string>, chosen: string | undefined): string[] {
  const values = new Set(seen);
  if (chosen !== undefined) values.add(chosen);
  return [...values].sort((a, b) => a.localeCompare(b, 'de', { numeric: true }));
}

/**
 * The filter of the Fortschritt screen, applied with "Filtern" (a select changed with the arrow keys would load at
 * every step otherwise). It starts from the address each time the address changes, so Back shows what it filters.
 */
export function ProgressFilters({ filter, halls, statuses, exhibitorTypes, tasks, resetPath, onFilter }: FilterProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const never = field('neverSignedIn');
    onFilter({
      status: field('status'),
      exhibitorType: field('exhibitorType'),
      hall: field('hall'),
      task: field('task'),
      state: field('state') as TaskDisplayState | undefined,
      neverSignedIn: never === undefined ? undefined : never === 'true',
      sort: (field('sort') ?? filter.sort) as ProgressSort,
      page: 1,
      pageSize: Number(field('pageSize') ?? filter.pageSize),
    });
  };
  const taskChoices =
    filter.task !== undefined && !tasks.some((task) => task.id === filter.task)
      ? [...tasks, { id: filter.task, title: filter.task }]
      : tasks;

  return (
    <form className="progress-filter" onSubmit={submit} aria-label="Stände filtern">
      <Choice name="status" label="Standstatus" defaultValue={filter.status ?? ''}>
        <option value="">Alle</option>
        {choicesOf(statuses, filter.status).map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </Choice>
      <Choice name="exhibitorType" label="Ausstellertyp" defaultValue={filter.exhibitorType ?? ''}>
        <option value="">Alle</option>
        {choicesOf(exhibitorTypes, filter.exhibitorType).map((type) => (
          <option key={type} value={type}>
            {exhibitorTypeLabel(type)}
          </option>
        ))}
      </Choice>
      <Choice name="hall" label="Halle" defaultValue={filter.hall ?? ''}>
        <option value="">Alle</option>
        {choicesOf(halls, filter.hall).map((hall) => (
          <option key={hall} value={hall}>
            {hall}
          </option>
        ))}
      </Choice>
      <Choice name="task" label="Aufgabe" defaultValue={filter.task ?? ''}>
        <option value="">Alle Aufgaben</option>
        {taskChoices.map((task) => (
          <option key={task.id} value={task.id}>
            {task.title}
          </option>
        ))}
      </Choice>
      <Choice name="state" label="Status der Aufgabe" defaultValue={filter.state ?? ''}>
        <option value="">Alle</option>
        {TASK_STATES.map((state) => (
          <option key={state} value={state}>
            {STATE_LABELS[state]}
          </option>
        ))}
      </Choice>
      <Choice
        name="neverSignedIn"
        label="Anmeldung"
        defaultValue={filter.neverSignedIn === undefined ? '' : String(filter.neverSignedIn)}
      >
        <option value="">Alle</option>
        <option value="true">Nie angemeldet</option>
        <option value="false">Schon angemeldet</option>
      </Choice>
      <Choice name="sort" label="Sortierung" defaultValue={filter.sort}>
        {PROGRESS_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Choice>
      <Choice name="pageSize" label="Pro Seite" defaultValue={filter.pageSize}>
        {PROGRESS_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Choice>
      <div className="progress-filter-actions">
        <button type="submit" className="button button-primary">
          Filtern
        </button>
        {isFiltered(filter) && (
          <Link to={resetPath} className="button button-secondary">
            Filter zurücksetzen
          </Link>
        )}
      </div>
    </form>
  );
}

/**
 * A labelled select of the filter. The label names the select alone (by its id), so that its name is not mixed
 * with the options' texts.
 */
function Choice({
  name,
  label,
  defaultValue,
  children,
}: {
  name: string;
  label: string;
  defaultValue: string | number;
  children: ReactNode;
}) {
  const id = `progress-filter-${name}`;
  return (
    <div className="progress-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="admin-input" defaultValue={defaultValue}>
        {children}
      </select>
    </div>
  );
}
