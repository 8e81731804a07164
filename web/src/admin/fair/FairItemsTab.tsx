import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ValidationResult } from '../../../../domain/admin/index.ts';
import type { FormBinding } from '../form/AdminFormStore.ts';
import { AdminModal } from '../ui/AdminModal.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FairItemDraft } from './FairItemDraft.ts';

export interface FairItemsTabProps<T extends object> {
  /** The fair form; the items are the array at `field`. */
  readonly store: FormBinding;
  readonly field: 'documents' | 'steps';
  readonly heading: string;
  readonly intro: string;
  /** "Dokument", "Ablaufschritt": in the buttons and titles. */
  readonly noun: string;
  readonly newItem: () => T;
  readonly validate: (item: T) => ValidationResult;
  /** The item's name in the list, the delete question and the button names. */
  readonly nameOf: (item: T) => string;
  /** What the row shows beside the name (dates, links). */
  readonly details: (item: T) => ReactNode;
  readonly fields: (draft: FormBinding) => ReactNode;
  readonly emptyText: string;
}

type Editing<T extends object> = { readonly index: number | undefined; readonly draft: FairItemDraft<T> };

/**
 * A list of the fair's documents or flow steps with a modal to add or edit one and a Ja/Nein question to
 * delete one (spec: admin-back-office §2 fair create/edit). The modal checks its item with the domain rule
 * (§5 flow step, document) before it is taken into the fair; the fair's "Speichern" stores the list.
 */
export const FairItemsTab = observer(function FairItemsTab<T extends object>(props: FairItemsTabProps<T>) {
  const { store, field } = props;
  const items = (store.get(field) ?? []) as T[];
  const [editing, setEditing] = useState<Editing<T> | undefined>(undefined);
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  // A server message on one item (documents.0.titleFr) shows at its row; the list's own message above the list.
  const rowErrors = items.map((_item, index) => store.errorOf(`${field}.${index}`));
  const listError = rowErrors.some((error) => error !== undefined) ? undefined : store.errorOf(field);

  const open = (index: number | undefined) =>
    setEditing({
      index,
      draft: new FairItemDraft<T>(index === undefined ? props.newItem() : { ...items[index] }, props.validate),
    });
  const apply = () => {
    if (editing === undefined || !editing.draft.check()) return;
    const next = [...items];
    if (editing.index === undefined) next.push(editing.draft.value);
    else next[editing.index] = editing.draft.value;
    store.set(field, next);
    setEditing(undefined);
  };
  const remove = () => {
    if (deleting === undefined) return;
    store.set(
      field,
      items.filter((_item, index) => index !== deleting),
    );
    setDeleting(undefined);
  };
  const title =
    editing === undefined ? '' : editing.index === undefined ? `${props.noun} hinzufügen` : `${props.noun} bearbeiten`;

  return (
    <section className="admin-card fair-items" aria-labelledby={`${field}-heading`}>
      <div className="fair-items-head">
        <h2 id={`${field}-heading`} className="admin-card-title">
          {props.heading}
        </h2>
        <button type="button" className="button button-secondary" onClick={() => open(undefined)}>
          {props.noun} hinzufügen
        </button>
      </div>
      <p className="admin-hint">{props.intro}</p>
      {listError !== undefined && <p className="admin-field-error">{listError}</p>}
      {items.length === 0 ? (
        <p className="empty-state">{props.emptyText}</p>
      ) : (
        <ul className="fair-items-list">
          {items.map((item, index) => {
            const name = props.nameOf(item) || `(${props.noun} ohne Namen)`;
            const rowError = rowErrors[index];
            return (
              <li key={index} className={`fair-item${rowError === undefined ? '' : ' fair-item-invalid'}`}>
                <div className="fair-item-text">
                  <span className="fair-item-name">{name}</span>
                  <span className="fair-item-details">{props.details(item)}</span>
                  {rowError !== undefined && <span className="admin-field-error">{rowError}</span>}
                </div>
                <div className="fair-item-actions">
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => open(index)}
                    aria-label={`${props.noun} «${name}» bearbeiten`}
                  >
                    Bearbeiten
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => setDeleting(index)}
                    aria-label={`${props.noun} «${name}» löschen`}
                  >
                    Löschen
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {createPortal(
        <>
          <AdminModal
            open={editing !== undefined}
            title={title}
            onClose={() => setEditing(undefined)}
            variant="big"
            footer={
              <>
                <button type="submit" form={`${field}-modal-form`} className="button button-primary">
                  Übernehmen
                </button>
                <button type="button" className="button button-secondary" onClick={() => setEditing(undefined)}>
                  Abbrechen
                </button>
              </>
            }
          >
            {editing !== undefined && (
              <form
                id={`${field}-modal-form`}
                noValidate
                onSubmit={(event) => {
                  // The modal is drawn outside the fair's form, yet React passes its submit on to it: stop here.
                  event.preventDefault();
                  event.stopPropagation();
                  apply();
                }}
              >
                <DraftFields draft={editing.draft} fields={props.fields} />
                <p className="admin-hint">Übernommene Änderungen werden mit «Speichern» der Messe gespeichert.</p>
              </form>
            )}
          </AdminModal>
          <ConfirmDialog
            open={deleting !== undefined}
            title={`${props.noun} löschen`}
            onYes={remove}
            onNo={() => setDeleting(undefined)}
          >
            {deleting !== undefined &&
              items[deleting] !== undefined &&
              `Soll ${props.noun === 'Dokument' ? 'das' : 'der'} ${props.noun} «${props.nameOf(items[deleting])}» wirklich aus der Messe entfernt werden?`}
          </ConfirmDialog>
        </>,
        document.body,
      )}
    </section>
  );
}) as <T extends object>(props: FairItemsTabProps<T>) => ReactNode;

/** The modal's fields, observing the draft so they show its values and messages. */
const DraftFields = observer(function DraftFields<T extends object>({
  draft,
  fields,
}: {
  draft: FairItemDraft<T>;
  fields: (draft: FormBinding) => ReactNode;
}) {
  return <div className="fair-item-fields">{fields(draft)}</div>;
});
