import { observer } from 'mobx-react-lite';
import type { MergeChange } from '../../../../domain/admin/index.ts';
import { AdminModal } from '../ui/AdminModal.tsx';
import type { AdminFormStore, Versioned } from './AdminFormStore.ts';
import { changeValueText } from './changeText.ts';
import { mergeRowText, mergeValueLabel } from './mergeText.ts';
import './merge.css';

/**
 * A save refused because another manager saved the item meanwhile (409, beyond the spec: one manager must not
 * silently undo another's save): field by field what the item was when this manager opened it, their change and
 * the other manager's; where both changed one field (or one task row, or the task order) the manager chooses.
 * "Überschreiben" saves only this manager's changes onto the other version; "Neu laden" takes the other version.
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
  const merge = store.merge;
  const label = (change: MergeChange) => mergeValueLabel(change, fieldLabel?.(change.field) ?? change.field);
  const text = (change: MergeChange, value: unknown) =>
    change.kind === 'field' ? changeValueText(value) : mergeRowText(change, value);
  return (
    <AdminModal
      open={merge !== undefined}
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
            Überschreiben (nur meine Änderungen übernehmen)
          </button>
        </>
      }
    >
      <p>
        Jemand anderes hat diesen Eintrag gespeichert, während Sie ihn bearbeitet haben. Ihre Änderungen sind noch nicht
        gespeichert. Beim Überschreiben werden nur die Felder gespeichert, die Sie geändert haben; die Änderungen der
        anderen Person bleiben sonst erhalten.
      </p>
      <div role="alert">
        {store.conflictMessage !== undefined && (
          <p className="admin-alert admin-alert-error">{store.conflictMessage}</p>
        )}
      </div>
      {merge !== undefined &&
        (merge.changes.length === 0 ? (
          <p>Die andere Fassung unterscheidet sich in keinem Feld von Ihrer.</p>
        ) : (
          // Wider than a phone: the comparison scrolls sideways in its own region, which takes the focus so that
          // a keyboard scrolls it too (WCAG 2.1.1; axe's scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus
          <div className="admin-merge-scroll" role="region" aria-label="Änderungen im Vergleich" tabIndex={0}>
            <table className="admin-table admin-changes admin-merge">
              <caption>Änderungen im Vergleich</caption>
              <thead>
                <tr>
                  <th scope="col">Feld</th>
                  <th scope="col">Beim Öffnen</th>
                  <th scope="col">Meine Fassung</th>
                  <th scope="col">Andere Fassung</th>
                  <th scope="col">Gespeichert wird</th>
                </tr>
              </thead>
              <tbody>
                {merge.changes.map((change) => (
                  <tr key={change.key} className={change.conflict ? 'admin-merge-conflict' : undefined}>
                    <th scope="row">{label(change)}</th>
                    <td>{text(change, change.original)}</td>
                    <td>{text(change, change.mine)}</td>
                    <td>{text(change, change.theirs)}</td>
                    <td>
                      {change.conflict ? (
                        <fieldset className="admin-merge-choice">
                          <legend>Beide geändert: {label(change)}</legend>
                          {(['mine', 'theirs'] as const).map((side) => (
                            <label key={side}>
                              <input
                                type="radio"
                                name={`merge-${change.key}`}
                                checked={store.conflictChoices[change.key] === side}
                                onChange={() => store.choose(change.key, side)}
                              />{' '}
                              {side === 'mine' ? 'Meine Fassung' : 'Andere Fassung'}
                            </label>
                          ))}
                        </fieldset>
                      ) : change.side === 'mine' ? (
                        'Meine Fassung'
                      ) : (
                        'Andere Fassung'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </AdminModal>
  );
});
