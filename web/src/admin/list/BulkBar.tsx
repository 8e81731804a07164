import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { BulkStore } from './BulkStore.ts';
import './bulk.css';

/** "N ausgewählt · Löschen", and the one confirmation naming the count ("3 Messen löschen?"). */
export const BulkBar = observer(function BulkBar<T>({ bulk }: { bulk: BulkStore<T> }) {
  return (
    <>
      {bulk.count > 0 && (
        <div className="admin-bulk-bar" role="region" aria-label="Auswahl">
          <span>{bulk.count} ausgewählt</span>
          <span aria-hidden="true">·</span>
          <button type="button" className="button button-primary button-small" onClick={() => bulk.ask()}>
            Löschen
          </button>
          <button type="button" className="button button-secondary button-small" onClick={() => bulk.clear()}>
            Auswahl aufheben
          </button>
        </div>
      )}
      <ConfirmDialog
        open={bulk.confirming}
        title={bulk.question}
        onYes={() => void bulk.confirm()}
        onNo={() => bulk.cancel()}
        busy={bulk.busy}
        error={bulk.error}
      >
        {`Die ausgewählten Einträge kommen in den Papierkorb und können 30 Tage lang wiederhergestellt werden. Was verwendet wird oder einzeln mit seinem Code bestätigt werden muss, bleibt und wird danach genannt.`}
      </ConfirmDialog>
    </>
  );
}) as <T>(props: { bulk: BulkStore<T> }) => ReactNode;

/** "Alle auf dieser Seite auswählen", above the table so that it is there also where the rows become cards. */
export const SelectPageToggle = observer(function SelectPageToggle<T>({
  bulk,
  rows,
}: {
  bulk: BulkStore<T>;
  rows: ReadonlyArray<{ key: string; item: T }>;
}) {
  return (
    <label className="admin-select-page">
      <input
        type="checkbox"
        checked={bulk.allSelected(rows.map((row) => row.key))}
        onChange={() => bulk.togglePage(rows)}
      />
      Alle auf dieser Seite auswählen
    </label>
  );
}) as <T>(props: { bulk: BulkStore<T>; rows: ReadonlyArray<{ key: string; item: T }> }) => ReactNode;

/** A row's checkbox, labelled with the item's name. */
export const SelectRowCell = observer(function SelectRowCell<T>({
  bulk,
  rowKey,
  item,
  name,
}: {
  bulk: BulkStore<T>;
  rowKey: string;
  item: T;
  name: string;
}) {
  return (
    <td className="admin-select-cell">
      <input
        type="checkbox"
        aria-label={`${name} auswählen`}
        checked={bulk.isSelected(rowKey)}
        onChange={() => bulk.toggle(rowKey, item)}
      />
    </td>
  );
}) as <T>(props: { bulk: BulkStore<T>; rowKey: string; item: T; name: string }) => ReactNode;
