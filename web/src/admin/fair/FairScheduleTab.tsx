import { validateFairStep } from '../../../../domain/admin/index.ts';
import type { AdminFairStep } from '../../api/adminFairApi.ts';
import { formatDateRange } from '../../i18n/format.ts';
import type { FormBinding } from '../form/AdminFormStore.ts';
import { DateRangeField } from '../form/DateRangeField.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { FairItemsTab } from './FairItemsTab.tsx';

/** The Ablauf Messe tab (spec: admin-back-office §3 Fair steps, §5 flow step): the steps of the fair's flow. */
export function FairScheduleTab({ store }: { store: FormBinding }) {
  return (
    <FairItemsTab<AdminFairStep>
      store={store}
      field="steps"
      heading="Ablauf der Messe"
      intro="Die Schritte des Messeablaufs zeigt die Messeseite der Aussteller im Reiter «Ablauf», den laufenden Schritt hervorgehoben."
      noun="Ablaufschritt"
      newItem={() => ({ dateRange: { start: null, end: null } })}
      validate={(step) => validateFairStep(step as Parameters<typeof validateFairStep>[0])}
      nameOf={(step) => step.displayNameDe ?? ''}
      details={(step) => <span>{formatDateRange(step.dateRange ?? {}, 'de')}</span>}
      fields={(draft) => (
        <>
          <LanguageTextFields store={draft} base="displayName" label="Bezeichnung" required maxLength={255} />
          <DateRangeField store={draft} field="dateRange" label="Zeitraum" required />
        </>
      )}
      emptyText="Die Messe hat noch keine Ablaufschritte."
    />
  );
}
