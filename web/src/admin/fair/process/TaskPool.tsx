import { useDraggable } from '@dnd-kit/core';
import { observer } from 'mobx-react-lite';
import { useId, useState, type PointerEvent } from 'react';
import { GripIcon } from './FairTaskList.tsx';
import type { ProcessCatalogueStore } from './ProcessConfigStore.ts';
import { poolDragId } from './TaskDnd.tsx';
import { inactivePool, type FairTask } from './fairTaskRules.ts';

type PoolEntry = { readonly _id: string; readonly name: string; readonly serviceGroup: string };

/** Service group and id: what tells entries of the same name apart. */
const keyOf = (entry: PoolEntry): string => [entry.serviceGroup, entry._id].filter(Boolean).join(' · ');

function matches(entry: PoolEntry, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('de');
  return needle === '' || `${entry.name} ${entry.serviceGroup} ${entry._id}`.toLocaleLowerCase('de').includes(needle);
}

/**
 * A pool entry: "Hinzufügen" appends it (keyboard and pointer); with the pointer it can also be dragged onto the
 * list. Keyboard users have the button, so the row itself takes no focus.
 */
function PoolItem({
  entry,
  type,
  onAdd,
}: {
  readonly entry: PoolEntry;
  readonly type: FairTask['type'];
  readonly onAdd: (id: string) => void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: poolDragId(type, entry._id) });
  const startDrag = (event: PointerEvent<HTMLLIElement>) => {
    // A press on the button is a click, never the start of a drag.
    if (event.target instanceof Element && event.target.closest('button')) return;
    (listeners?.onPointerDown as ((event: PointerEvent<HTMLLIElement>) => void) | undefined)?.(event);
  };
  return (
    <li
      ref={setNodeRef}
      className={`process-pool-item${isDragging ? ' process-pool-item-dragging' : ''}`}
      onPointerDown={startDrag}
    >
      <GripIcon />
      <span className="process-pool-name">
        {entry.name}
        <span className="process-pool-group-code">{keyOf(entry)}</span>
      </span>
      <button type="button" className="button button-secondary button-small" onClick={() => onAdd(entry._id)}>
        {/* Entries may share a name (one per service group or variant): the key tells their buttons apart. */}
        Hinzufügen
        <span className="sr-only">
          {' '}
          „{entry.name}“ ({keyOf(entry)})
        </span>
      </button>
    </li>
  );
}

function PoolGroup({
  title,
  type,
  entries,
  total,
  onAdd,
}: {
  readonly title: string;
  readonly type: FairTask['type'];
  readonly entries: readonly PoolEntry[];
  readonly total: number;
  readonly onAdd: (id: string) => void;
}) {
  const headingId = useId();
  // While searching, the count is that of the entries found (of how many there are).
  const count = entries.length === total ? `${total}` : `${entries.length} von ${total}`;
  return (
    <section className="process-pool-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="process-pool-title">
        {title} <span className="process-pool-count">({count})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="admin-hint">{total === 0 ? 'Alle sind bereits in der Messe.' : 'Keine Einträge gefunden'}</p>
      ) : (
        <ul className="process-pool-list">
          {entries.map((entry) => (
            <PoolItem key={entry._id} entry={entry} type={type} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The inactive pool (admin-back-office §2, §4): the process groups and steps not in the fair; "Hinzufügen" appends
 * one to the end of the fair's list, and a task removed from the fair shows here again.
 */
export const TaskPool = observer(function TaskPool({
  tasks,
  catalogue,
  onAdd,
}: {
  readonly tasks: readonly FairTask[];
  readonly catalogue: ProcessCatalogueStore;
  readonly onAdd: (type: FairTask['type'], id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const headingId = useId();
  const pool = inactivePool(tasks, catalogue.definitions, catalogue.titles);
  const sections: readonly { title: string; type: FairTask['type']; entries: PoolEntry[] }[] = [
    {
      title: 'Prozessgruppen',
      type: 'taskTitle',
      entries: pool.titles.map((title) => ({ _id: title._id, name: title.titleDe, serviceGroup: title.serviceGroup })),
    },
    {
      title: 'Prozessschritte',
      type: 'task',
      entries: pool.definitions.map((definition) => ({
        _id: definition._id,
        name: definition.displayNameDe,
        serviceGroup: definition.serviceGroup,
      })),
    },
  ];
  const byName = (a: PoolEntry, b: PoolEntry) => a.name.localeCompare(b.name, 'de');
  return (
    <aside className="admin-card process-pool" aria-labelledby={headingId}>
      <h2 id={headingId} className="process-pane-title">
        Inaktive Prozessschritte
      </h2>
      <p className="process-pane-hint">
        Nicht in dieser Messe. „Hinzufügen“ hängt den Eintrag am Ende der Liste an; mit der Maus lässt er sich auch an
        eine Stelle der Liste ziehen.
      </p>
      <div className="admin-field">
        <label htmlFor={searchId} className="admin-label">
          Pool durchsuchen
        </label>
        <input
          id={searchId}
          className="admin-input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="process-pool-sections">
        {sections.map((section) => (
          <PoolGroup
            key={section.type}
            title={section.title}
            type={section.type}
            total={section.entries.length}
            entries={section.entries.filter((entry) => matches(entry, query)).sort(byName)}
            onAdd={(id) => onAdd(section.type, id)}
          />
        ))}
      </div>
    </aside>
  );
});
