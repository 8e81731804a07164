import { validateFairDocument } from '../../../../domain/admin/index.ts';
import type { AdminFairDocument } from '../../api/adminFairApi.ts';
import { formatDate } from '../../i18n/format.ts';
import type { FormBinding } from '../form/AdminFormStore.ts';
import { DateField } from '../form/DateField.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { FairItemsTab } from './FairItemsTab.tsx';

/** The Dokumente tab (spec: admin-back-office §3 Fair documents, §5 document): the fair's documents for exhibitors. */
export function FairDocumentsTab({ store }: { store: FormBinding }) {
  return (
    <FairItemsTab<AdminFairDocument>
      store={store}
      field="documents"
      heading="Dokumente der Messe"
      intro="Die Dokumente stehen Ausstellern auf der Messeseite im Reiter «Infos» zur Verfügung, ab dem Datum «Verfügbar ab» (ohne Datum sofort)."
      noun="Dokument"
      newItem={() => ({})}
      validate={(document) => validateFairDocument(document as Parameters<typeof validateFairDocument>[0])}
      nameOf={(document) => document.titleDe ?? ''}
      details={(document) => (
        <>
          {document.linkDe ? <span className="fair-item-link">{document.linkDe}</span> : <span>ohne Link</span>}
          <span>{document.publish ? `verfügbar ab ${formatDate(document.publish, 'de')}` : 'sofort verfügbar'}</span>
        </>
      )}
      fields={(draft) => (
        <>
          <LanguageTextFields store={draft} base="title" label="Titel" required maxLength={255} />
          <LanguageTextFields store={draft} base="link" label="Link" type="url" maxLength={2000} />
          <DateField store={draft} field="publish" label="Verfügbar ab" />
        </>
      )}
      emptyText="Die Messe hat noch keine Dokumente."
    />
  );
}
