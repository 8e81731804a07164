import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { observer } from 'mobx-react-lite';
import type { ProcessCatalogueStore } from './ProcessConfigStore.ts';
import { isPoolDropTarget, kindOf, ListEndDropZone } from './TaskDnd.tsx';
import { isProcessGroup, taskKey, type FairTask } from './fairTaskRules.ts';

type RowActions = {
  readonly onEdit: (task: FairTask) => void;
  readonly onRemove: (task: FairTask) => void;
};

export type FairTaskListProps = RowActions & {
  readonly tasks: readonly FairTask[];
  readonly catalogue: ProcessCatalogueStore;
  readonly listId: string;
  /** The id of the error text above the list, when there is one. */
  readonly errorId: string | undefined;
  readonly labelId: string;
};

export function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {[3, 8, 13].flatMap((y) =>
        [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />),
      )}
    </svg>
  );
}

function formatDay(iso: string | null | undefined): string {
  if (!iso) return '…';
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

const SortableTaskRow = observer(function SortableTaskRow({
  task,
  catalogue,
  onEdit,
  onRemove,
}: RowActions & { readonly task: FairTask; readonly catalogue: ProcessCatalogueStore }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver, active } =
    useSortable({ id: taskKey(task) });
  const name = catalogue.nameOf(task);
  const group = isProcessGroup(task);
  const serviceGroup = catalogue.serviceGroupOf(task);
  const boothServices = task.boothServices?.length ?? 0;
  const infoTexts = task.infoTexts?.length ?? 0;
  const period = task.period && (task.period.start || task.period.end) ? task.period : undefined;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`process-row ${group ? 'process-row-group' : 'process-row-step'}${isDragging ? ' process-row-dragging' : ''}${isPoolDropTarget(active, isOver) ? ' process-drop-over' : ''}`}
      data-task-key={taskKey(task)}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="icon-button process-handle"
        aria-label={`${kindOf(task)} „${name}“ verschieben`}
        {...attributes}
        {...listeners}
      >
        <GripIcon />
      </button>
      <div className="process-row-main">
        {group && <span className="process-row-kind">{kindOf(task)}</span>}
        <span className="process-row-name">{name}</span>
        <span className="process-row-meta">
          {serviceGroup && <span className="process-meta-item">{serviceGroup}</span>}
          {!group && task.required && <span className="badge process-badge-required">Pflicht</span>}
          {!group && (
            <span className="process-meta-item">
              {boothServices} {boothServices === 1 ? 'Standleistung' : 'Standleistungen'}
            </span>
          )}
          {!group && (
            <span className="process-meta-item">
              {infoTexts} {infoTexts === 1 ? 'Infotext' : 'Infotexte'}
            </span>
          )}
          {period && (
            <span className="process-meta-item">
              Zeitraum {formatDay(period.start)} – {formatDay(period.end)}
            </span>
          )}
        </span>
      </div>
      <div className="process-row-actions">
        <button type="button" className="button button-secondary button-small" onClick={() => onEdit(task)}>
          Bearbeiten<span className="sr-only"> „{name}“</span>
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => onRemove(task)}>
          Entfernen<span className="sr-only"> „{name}“</span>
        </button>
      </div>
    </li>
  );
});

/**
 * The fair's ordered process groups and steps (admin-back-office §2 fair create/edit) with drag ordering by
 * pointer and by keyboard (TaskDnd around it): the handle of a row takes it up with Space or Enter, the arrow keys
 * move it, Space or Enter puts it down, Escape cancels.
 */
export const FairTaskList = observer(function FairTaskList({
  tasks,
  catalogue,
  onEdit,
  onRemove,
  listId,
  errorId,
  labelId,
}: FairTaskListProps) {
  return (
    <SortableContext items={tasks.map(taskKey)} strategy={verticalListSortingStrategy}>
      <ol
        id={listId}
        className={`process-list${errorId ? ' process-list-invalid' : ''}`}
        aria-labelledby={labelId}
        aria-describedby={errorId}
      >
        {tasks.map((task) => (
          <SortableTaskRow key={taskKey(task)} task={task} catalogue={catalogue} onEdit={onEdit} onRemove={onRemove} />
        ))}
      </ol>
      <ListEndDropZone />
    </SortableContext>
  );
});
