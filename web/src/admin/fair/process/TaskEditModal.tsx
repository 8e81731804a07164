import { observer } from 'mobx-react-lite';
import { CheckboxField } from '../../form/CheckboxField.tsx';
import { DateRangeField } from '../../form/DateRangeField.tsx';
import { LanguageTextFields } from '../../form/LanguageTextFields.tsx';
import { AdminModal } from '../../ui/AdminModal.tsx';
import type { ProcessCatalogueStore } from './ProcessConfigStore.ts';
import type { TaskDraft } from './TaskDraft.ts';
import type { FairTask } from './fairTaskRules.ts';

/** The two flags of a booth service in a fair task, a checkbox column each. */
const FLAGS = [
  { field: 'hidden', label: 'ausgeblendet' },
  { field: 'required', label: 'Pflicht' },
] as const;

/** Each booth service of the task with its hidden and required checkboxes. */
const BoothServiceTable = observer(function BoothServiceTable({
  draft,
  catalogue,
}: {
  readonly draft: TaskDraft;
  readonly catalogue: ProcessCatalogueStore;
}) {
  const services = draft.task.boothServices ?? [];
  if (services.length === 0) return <p className="admin-hint">Es gibt keine Standleistungen.</p>;
  return (
    // The checkboxes in the table take the focus, so a keyboard scrolls a wide table without a focusable wrapper.
    <div className="admin-table-wrap process-table-wrap">
      <table className="admin-table process-table">
        <caption className="sr-only">Standleistungen dieses Prozessschritts</caption>
        <thead>
          <tr>
            <th scope="col">Standleistung</th>
            <th scope="col">ID</th>
            <th scope="col" className="process-table-check">
              Ausgeblendet
            </th>
            <th scope="col" className="process-table-check">
              Pflicht
            </th>
          </tr>
        </thead>
        <tbody>
          {services.map((service, index) => {
            const title = catalogue.boothServiceTitle(service.id);
            return (
              <tr key={service.id}>
                <th scope="row">{title}</th>
                <td className="process-table-id">{service.id}</td>
                {FLAGS.map((flag) => (
                  <td key={flag.field} className="process-table-check">
                    <input
                      type="checkbox"
                      checked={service[flag.field]}
                      aria-label={`„${title}“ ${flag.label}`}
                      onChange={(event) => draft.set(`boothServices.${index}.${flag.field}`, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});

/** The info texts: de, fr and en side by side, an optional publication range each; added and removed here. */
const InfoTexts = observer(function InfoTexts({ draft }: { readonly draft: TaskDraft }) {
  const texts = draft.task.infoTexts ?? [];
  return (
    <div className="process-infotexts">
      {texts.length === 0 && <p className="admin-hint">Noch keine Infotexte.</p>}
      {texts.map((_text, index) => (
        <fieldset key={index} className="process-infotext">
          <legend className="admin-label">Infotext {index + 1}</legend>
          <p className="admin-hint">HTML mit einfacher Formatierung; Links mit https oder mailto.</p>
          <LanguageTextFields
            store={draft}
            base={`infoTexts.${index}.text`}
            label={`Infotext ${index + 1}`}
            multiline
          />
          <div className="process-infotext-foot">
            <DateRangeField store={draft} field={`infoTexts.${index}.publish`} label="Publikation (optional)" />
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => draft.removeInfoText(index)}
            >
              Infotext {index + 1} entfernen
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="button button-secondary button-small" onClick={() => draft.addInfoText()}>
        Infotext hinzufügen
      </button>
    </div>
  );
});

/**
 * The modal to edit a fair task (admin-back-office §2, §3 fair task): required (passed on to the booth services),
 * the booth services completed with every one not yet present (hidden / required each), the info texts in de, fr
 * and en side by side with an optional publication range, and the period. "Übernehmen" puts the task into the
 * form; the fair is stored with the form's save button. A process group has only its period (the server keeps
 * no flag, booth services or info texts of a group).
 */
export const TaskEditModal = observer(function TaskEditModal({
  draft,
  catalogue,
  onApply,
  onCancel,
}: {
  readonly draft: TaskDraft | undefined;
  readonly catalogue: ProcessCatalogueStore;
  readonly onApply: (task: FairTask) => void;
  readonly onCancel: () => void;
}) {
  const name = draft ? catalogue.nameOf(draft.task) : '';
  const apply = () => {
    const task = draft?.confirm();
    if (task) onApply(task);
  };
  return (
    <AdminModal
      open={draft !== undefined}
      title={draft?.isProcessGroup ? `Prozessgruppe „${name}“ bearbeiten` : `Prozessschritt „${name}“ bearbeiten`}
      onClose={onCancel}
      variant="big"
      footer={
        <>
          <button type="button" className="button button-primary" onClick={apply}>
            Übernehmen
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Abbrechen
          </button>
        </>
      }
    >
      {draft && (
        <div className="process-edit">
          <p className="admin-hint">„Übernehmen“ ändert die Liste; gespeichert wird mit „Speichern“ der Messe.</p>
          {!draft.isProcessGroup && (
            <CheckboxField
              store={draft}
              field="required"
              label="Pflicht"
              hint="Gilt auch für jede Standleistung dieses Prozessschritts."
            />
          )}
          <DateRangeField store={draft} field="period" label="Zeitraum (optional)" />
          {!draft.isProcessGroup && (
            <>
              <section className="process-edit-section">
                <h3 className="process-pool-title">Standleistungen</h3>
                <BoothServiceTable draft={draft} catalogue={catalogue} />
              </section>
              <section className="process-edit-section">
                <h3 className="process-pool-title">Infotexte</h3>
                <InfoTexts draft={draft} />
              </section>
            </>
          )}
        </div>
      )}
    </AdminModal>
  );
});
