import { observer } from 'mobx-react-lite';
import { AdminModal } from '../ui/AdminModal.tsx';
import type { AdminFormStore, Versioned } from './AdminFormStore.ts';
import { changeValueText } from './changeText.ts';

/**
 * A save refused because another manager saved the item meanwhile (409, beyond the spec: one manager must not
 * silently undo another's save): shows what they changed and lets the manager reload their version or overwrite
 * it with this form's values.
 */
export const ConflictDialog = observer(function ConflictDialog({
  store,
  onOverwrite,
  fieldLabel,
}: {
  store: AdminFormStore<object & Versioned>;
  onOverwrite: () => void;
  fieldLabel?: (field: string) => string;
}) {
  const conflict = store.conflict;
  return (
    <AdminModal
      open={conflict !== undefined}
      title="Der Eintrag wurde inzwischen geändert"
      onClose={() => store.dismissConflict()}
      dismissDisabled={store.saving}
      variant="big"
      footer={
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={() => store.reloadFromConflict()}
            disabled={store.saving}
          >
            Neu laden (meine Änderungen verwerfen)
          </button>
          <button type="button" className="button button-secondary" onClick={onOverwrite} disabled={store.saving}>
            Überschreiben (meine Änderungen speichern)
          </button>
        </>
      }
    >
      <p>
        Jemand anderes hat diesen Eintrag gespeichert, während Sie ihn bearbeitet haben. Ihre Änderungen sind noch nicht
        gespeichert.
      </p>
      {conflict !== undefined &&
        (conflict.changes.length === 0 ? (
          <p>Die andere Fassung unterscheidet sich in keinem Feld von der, die Sie geöffnet hatten.</p>
        ) : (
          <table className="admin-table admin-changes">
            <caption>Von der anderen Person geändert</caption>
            <thead>
              <tr>
                <th scope="col">Feld</th>
                <th scope="col">Vorher</th>
                <th scope="col">Jetzt gespeichert</th>
              </tr>
            </thead>
            <tbody>
              {conflict.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{fieldLabel?.(change.field) ?? change.field}</th>
                  <td>{changeValueText(change.before)}</td>
                  <td>{changeValueText(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </AdminModal>
  );
});
