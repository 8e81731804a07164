import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { ProcessCatalogueStore } from './ProcessConfigStore.ts';
import { isProcessGroup, newFairTask, taskKey, type FairTask } from './fairTaskRules.ts';

/** Pool entries are dragged under ids of their own, so that they never mix with the list's keys. */
const POOL_PREFIX = 'pool|';
/** The drop zone after the list (and in place of an empty list): a pool entry dropped there is appended. */
export const LIST_END = 'process-list-end';

export function poolDragId(type: FairTask['type'], id: string): string {
  return `${POOL_PREFIX}${taskKey({ type, _id: id })}`;
}

/** The new fair task a pool drag id stands for, or undefined for a row of the list. */
function poolTaskOf(id: UniqueIdentifier): FairTask | undefined {
  const text = String(id);
  if (!text.startsWith(POOL_PREFIX)) return undefined;
  const [type, ...rest] = text.slice(POOL_PREFIX.length).split(':');
  return newFairTask(type === 'taskTitle' ? 'taskTitle' : 'task', rest.join(':'));
}

export function kindOf(task: Pick<FairTask, 'type'>): string {
  return isProcessGroup(task) ? 'Prozessgruppe' : 'Prozessschritt';
}

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Zum Verschieben die Leertaste oder die Eingabetaste drücken. Mit den Pfeiltasten nach oben oder unten bewegen, ' +
    'mit der Leertaste oder der Eingabetaste ablegen, mit Escape abbrechen.',
};

/** German announcements of the drag and drop (dnd-kit speaks English by default). */
function announcementsFor(tasks: readonly FairTask[], catalogue: ProcessCatalogueStore): Announcements {
  const keys = tasks.map(taskKey);
  const taskOf = (id: UniqueIdentifier) => poolTaskOf(id) ?? tasks[keys.indexOf(String(id))];
  const label = (id: UniqueIdentifier) => {
    const task = taskOf(id);
    return task ? `${kindOf(task)} „${catalogue.nameOf(task)}“` : 'Eintrag';
  };
  const position = (id: UniqueIdentifier) =>
    String(id) === LIST_END
      ? `Position ${keys.length + 1} (am Ende)`
      : `Position ${keys.indexOf(String(id)) + 1} von ${keys.length}`;
  return {
    onDragStart: ({ active }) =>
      poolTaskOf(active.id)
        ? `${label(active.id)} aus dem Pool aufgenommen.`
        : `${label(active.id)} aufgenommen, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${label(active.id)} ist jetzt auf ${position(over.id)}.`
        : `${label(active.id)} ist über keiner Position.`,
    onDragEnd: ({ active, over }) => {
      if (!over) return `${label(active.id)} abgelegt, die Liste ist unverändert.`;
      return poolTaskOf(active.id)
        ? `${label(active.id)} auf ${position(over.id)} eingefügt.`
        : `${label(active.id)} auf ${position(over.id)} abgelegt.`;
    },
    onDragCancel: ({ active }) => `Verschieben abgebrochen. ${label(active.id)} bleibt, wo er war.`,
  };
}

/** Rows of the list move up and down only; a pool entry moves freely towards the list. */
const listRowsVertical: Modifier = ({ transform, active }) =>
  active && poolTaskOf(active.id) ? transform : { ...transform, x: 0 };

/** A pool entry lands only where the pointer is; rows of the list sort by the closest centre (pointer and keyboard). */
const collisions: CollisionDetection = (args) =>
  poolTaskOf(args.active.id) ? pointerWithin(args) : closestCenter(args);

/**
 * The drag and drop of the tab: the fair's rows sort among themselves (pointer and keyboard), and a pool entry
 * dragged onto a row is inserted before it, onto the zone after the list appended. Every change goes out through
 * onChange; a screen reader hears each step in German.
 */
export const TaskDnd = observer(function TaskDnd({
  tasks,
  catalogue,
  onChange,
  children,
}: {
  readonly tasks: readonly FairTask[];
  readonly catalogue: ProcessCatalogueStore;
  readonly onChange: (tasks: FairTask[]) => void;
  readonly children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<FairTask | undefined>(undefined);
  const keys = tasks.map(taskKey);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(poolTaskOf(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(undefined);
    if (!over) return;
    const added = poolTaskOf(active.id);
    if (added) {
      const at = String(over.id) === LIST_END ? tasks.length : keys.indexOf(String(over.id));
      if (at >= 0) onChange([...tasks.slice(0, at), added, ...tasks.slice(at)]);
      return;
    }
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0 && from !== to) onChange(arrayMove([...tasks], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      modifiers={[listRowsVertical]}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(undefined)}
      accessibility={{
        announcements: announcementsFor(tasks, catalogue),
        screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className={`process-overlay ${isProcessGroup(dragged) ? 'process-row-group' : ''}`}>
            <span className="process-row-kind">{kindOf(dragged)}</span>
            <span className="process-row-name">{catalogue.nameOf(dragged)}</span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
});

/** Where a pool entry is appended by dropping: after the list, or in place of the empty list. */
export function ListEndDropZone({
  children,
  className = '',
}: {
  readonly children?: ReactNode;
  readonly className?: string;
}) {
  const { active } = useDndContext();
  const fromPool = active !== null && poolTaskOf(active.id) !== undefined;
  // A drop target only for pool entries: the rows of the list sort among themselves.
  const { setNodeRef, isOver } = useDroppable({ id: LIST_END, disabled: !fromPool });
  return (
    <div
      ref={setNodeRef}
      className={`process-drop-end${fromPool ? ' process-drop-end-active' : ''}${isOver ? ' process-drop-over' : ''} ${className}`}
    >
      {children ?? (fromPool ? 'Hier ablegen, um den Eintrag am Ende anzufügen' : null)}
    </div>
  );
}

/** True while a pool entry is dragged over this row: it will be inserted before it. */
export function isPoolDropTarget(active: { id: UniqueIdentifier } | null, isOver: boolean): boolean {
  return isOver && active !== null && poolTaskOf(active.id) !== undefined;
}
