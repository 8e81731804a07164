import { observer } from 'mobx-react-lite';
import type { TrashItem } from '../../api/adminTrashApi.ts';
import { AdminModal } from '../ui/AdminModal.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { TrashActions } from './TrashActions.ts';

/** The read-only view of an item before it is restored: its main fields and what was kept with it. */
export const TrashPreviewDialog = observer(function TrashPreviewDialog({
  actions,
  labelOf,
}: {
  actions: TrashActions;
  labelOf: (item: TrashItem) => string;
}) {
  const item = actions.previewed;
  const preview = actions.preview;
  return (
    <AdminModal
      open={item !== undefined}
      title={item ? labelOf(item) : 'Eintrag'}
      onClose={() => actions.closePreview()}
    >
      {preview === 'loading' ? (
        <p role="status">Wird geladen …</p>
      ) : preview === 'failed' || preview === undefined ? (
        <p className="admin-alert admin-alert-error" role="alert">
          Der Eintrag konnte nicht geladen werden (vielleicht ist er nicht mehr im Papierkorb).
        </p>
      ) : (
        <>
          <dl className="trash-preview">
            {preview.fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
            {preview.related.map((related) => (
              <div key={related.label}>
                <dt>{related.label}</dt>
                <dd>{related.count}</dd>
              </div>
            ))}
          </dl>
          {preview.fields.length === 0 && <p>Keine Felder zum Anzeigen.</p>}
        </>
      )}
    </AdminModal>
  );
});

/** The confirmation of several restores, of a removal for good, or of emptying the trash, naming the count. */
export const TrashQuestionDialog = observer(function TrashQuestionDialog({
  actions,
  total,
  labelOf,
}: {
  actions: TrashActions;
  total: number;
  labelOf: (item: TrashItem) => string;
}) {
  const question = actions.question;
  const count = actions.chosen.length;
  const texts = {
    restore: {
      title: `${count} ${count === 1 ? 'Eintrag' : 'Einträge'} wiederherstellen?`,
      body: 'Die ausgewählten Einträge kommen mit allem, was dazugehört, zurück; Aussteller sehen sie danach wieder.',
    },
    purge: {
      title: 'Endgültig löschen?',
      body: `Soll ${actions.target ? labelOf(actions.target) : 'der Eintrag'} endgültig gelöscht werden? Er kann danach nicht mehr wiederhergestellt werden.`,
    },
    empty: {
      title: `Papierkorb leeren: ${total} ${total === 1 ? 'Eintrag' : 'Einträge'} endgültig löschen?`,
      body: 'Alle Einträge im Papierkorb werden endgültig gelöscht und können nicht mehr wiederhergestellt werden.',
    },
  };
  return (
    <ConfirmDialog
      open={question !== undefined}
      title={question ? texts[question].title : ''}
      onYes={() => void actions.confirm(labelOf)}
      onNo={() => actions.cancel()}
      busy={actions.busy}
      error={actions.error}
    >
      {question ? texts[question].body : ''}
    </ConfirmDialog>
  );
});
