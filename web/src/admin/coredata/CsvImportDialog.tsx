import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { coreDataColumns, headerRow, writeCsv, type ImportKind } from '../../../../domain/admin/index.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminModal } from '../ui/AdminModal.tsx';
import { CsvImportStore, summaryText } from './CsvImportStore.ts';
import './csvImport.css';

interface CsvImportProps {
  readonly kind: ImportKind;
  /** The list's name, for the dialog's title ("Standleistungen"). */
  readonly listTitle: string;
  /** Loads the list again once an import is applied. */
  readonly onApplied: () => void;
}

/** The template: the list's column headers, `;`-separated with a byte-order mark, as Excel opens it. */
function templateAddress(kind: ImportKind): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${writeCsv([headerRow(kind)])}`)}`;
}

/**
 * "CSV importieren" of a master-data list: choose a file (checked at once: what would be added, changed with before
 * and after, and every line error), then "Übernehmen" applies exactly that plan. The file stays chosen after a
 * refusal; a template with the list's columns can be downloaded.
 */
export const CsvImportButton = observer(function CsvImportButton(props: CsvImportProps) {
  const root = useStores();
  const [store] = useState(() => new CsvImportStore(root.api, props.kind, props.onApplied));
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const busy = store.phase === 'checking' || store.phase === 'applying';
  const close = () => {
    setOpen(false);
    store.reset();
  };
  return (
    <>
      <button type="button" className="button button-secondary csv-import-open" onClick={() => setOpen(true)}>
        CSV importieren
      </button>
      <AdminModal
        open={open}
        title={`${props.listTitle}: CSV importieren`}
        onClose={close}
        variant="big"
        dismissDisabled={busy}
        footer={
          <div className="csv-import-actions">
            {store.phase === 'failed' && store.fileName !== undefined && (
              <button type="button" className="button button-secondary" onClick={() => void store.check()}>
                Erneut prüfen
              </button>
            )}
            {store.phase !== 'applied' && (
              <button
                type="button"
                className="button button-primary"
                disabled={!store.canApply}
                onClick={() => void store.apply()}
              >
                {store.phase === 'applying' ? 'Wird übernommen …' : 'Übernehmen'}
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
              {store.phase === 'applied' ? 'Schliessen' : 'Abbrechen'}
            </button>
          </div>
        }
      >
        <div className="csv-import">
          <p id={hintId}>
            Spalten:{' '}
            {coreDataColumns(props.kind)
              .columns.map((column) => column.header)
              .join('; ')}
            . Zeilen werden über die ID erkannt; Einträge, die nicht in der Datei stehen, bleiben unverändert. Eine mit
            «Als CSV exportieren» geladene Liste kann bearbeitet und wieder importiert werden.{' '}
            <a href={templateAddress(props.kind)} download={`${coreDataColumns(props.kind).fileName}-vorlage.csv`}>
              Vorlage herunterladen
            </a>
          </p>
          <label htmlFor={inputId}>CSV-Datei (UTF-8, höchstens 1 MB)</label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void store.choose(file);
            }}
          />
          {store.fileName !== undefined && <p className="csv-import-file">Gewählt: {store.fileName}</p>}
          <ImportResult store={store} />
        </div>
      </AdminModal>
    </>
  );
});

const ImportResult = observer(function ImportResult({ store }: { store: CsvImportStore }) {
  if (store.phase === 'checking')
    return (
      <p role="status" className="csv-import-status">
        Datei wird geprüft …
      </p>
    );
  if (store.phase === 'refused' || store.phase === 'failed')
    return (
      <div role="alert" className="csv-import-errors">
        <p>{store.message}</p>
        {store.lineErrors.length > 0 && (
          <ul>
            {store.lineErrors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        )}
      </div>
    );
  const plan = store.plan;
  if (!plan) return null;
  return (
    <div className="csv-import-plan">
      {store.phase === 'applied' ? (
        <p role="status" className="admin-alert-success">
          {store.message}
        </p>
      ) : (
        <p role="status">
          <strong>Probe: {summaryText(plan)}.</strong>{' '}
          {plan.summary.added + plan.summary.changed === 0
            ? 'Die Datei ändert nichts.'
            : 'Noch ist nichts gespeichert: «Übernehmen» speichert genau das.'}
        </p>
      )}
      {plan.added.length > 0 && (
        <section aria-label="Neu">
          <h3>Neu</h3>
          <ul>
            {plan.added.map((row) => (
              <li key={row.line}>
                Zeile {row.line}: {row.label}
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan.changed.length > 0 && (
        <section aria-label="Geändert">
          <h3>Geändert</h3>
          <ul>
            {plan.changed.map((row) => (
              <li key={row.line}>
                Zeile {row.line}: {row.label}
                <dl className="csv-import-fields">
                  {row.fields.map((field) => (
                    <div key={field.header}>
                      <dt>{field.header}</dt>
                      <dd>
                        <del aria-label={`vorher: ${field.before || 'leer'}`}>{field.before || '—'}</del>{' '}
                        <span aria-hidden="true">→</span>{' '}
                        <ins aria-label={`nachher: ${field.after || 'leer'}`}>{field.after || '—'}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});
