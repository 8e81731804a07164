import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  FAIR_TABS,
  validateFair,
  validateFairDocument,
  validateFairStep,
  type AdminFair as DomainFair,
} from '../../../../domain/admin/index.ts';
import { fairResource, type AdminFairInput, type AdminFairTaskInput } from '../../api/adminApi.ts';
import {
  listFairSeries,
  type AdminFairDocument,
  type AdminFairSeriesOption,
  type AdminFairStep,
} from '../../api/adminFairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDate, formatDateRange } from '../../i18n/format.ts';
import { AdminFormPage, routeId } from '../form/AdminFormPage.tsx';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import {
  CONTENT_LANGUAGES,
  DateField,
  DateRangeField,
  LanguageTextFields,
  SelectField,
  TextAreaField,
  TextField,
} from '../form/fields.tsx';
import { ImageField } from '../form/ImageField.tsx';
import { FairItemsTab } from './FairItemsTab.tsx';
import { FairLifecycleBadge } from './FairLifecycleBadge.tsx';
import { FairPreview } from './FairPreview.tsx';
import { fairFieldLabel, fairTabOf, REGISTRATION_STATE_LABELS } from './fairFields.ts';
import { ProcessConfigTab } from './process/ProcessConfigTab.tsx';
import './fairForm.css';

type FairForm = AdminFairInput;

const fairName = (fair: FairForm): string => fair.displayNameDe || fair.idCode || '';

/**
 * The fair form (spec: admin-back-office §2 fair create/edit, §3 Fair, §4, §5 Fair, §9): tabs Messedaten,
 * Prozesskonfiguration, Dokumente, Ablauf Messe and Zusatzinformationen, each opened by its hash; the domain's
 * validator on submit (the tab of the first failing field opens), the lifecycle badge, the success alert for
 * 5 s; after a create the form moves to the fair's edit path. Change history, the stale-version dialog and the
 * unsaved-changes prompt come from AdminFormPage.
 */
export const FairFormPage = observer(function FairFormPage() {
  const root = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams());
  const [series, setSeries] = useState<readonly AdminFairSeriesOption[]>([]);
  const [store] = useState(
    () =>
      new AdminFormStore<FairForm>(
        root,
        {
          entity: 'fair',
          empty: () => ({ tasks: [], documents: [], steps: [] }),
          load: (api, fairId) => fairResource.get(api, fairId),
          save: (api, value, fairId) => fairResource.save(api, value, fairId),
          validate: (value) => validateFair(value as unknown as DomainFair),
          tabOf: fairTabOf,
          savedMessage: (saved) => `Die Messe ${fairName(saved)} wurde gespeichert.`,
          failedMessage: 'Die Messe wurde nicht gespeichert',
        },
        id,
      ),
  );

  useEffect(() => {
    let current = true;
    listFairSeries(root.api).then(
      (all) => current && setSeries(all),
      (error: unknown) => root.handleApiFailure(error),
    );
    return () => {
      current = false;
    };
  }, [root]);

  const tasks = (store.get('tasks') ?? []) as AdminFairTaskInput[];
  const saved = store.savedValue;
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Messe' : `Messe ${fairName(saved)}${saved.idCode ? ` (${saved.idCode})` : ''}`}
      badge={<FairLifecycleBadge fair={saved} named />}
      back={{ to: '/admin/fair', label: 'Zur Messeübersicht' }}
      tabsLabel="Bereiche der Messe"
      fieldLabel={fairFieldLabel}
      actions={store.isNew ? undefined : <FairPreview fair={saved} dirty={store.dirty} />}
      onSaved={(stored) => {
        if (id === undefined && stored._id)
          void navigate(`/admin/fair/${stored._id}#${FAIR_TABS.masterData}`, {
            replace: true,
            state: { notice: store.success },
          });
      }}
      tabs={[
        {
          id: FAIR_TABS.masterData,
          label: 'Messedaten',
          content: <MasterDataTab store={store} series={series} />,
        },
        {
          id: FAIR_TABS.processConfiguration,
          label: 'Prozesskonfiguration',
          content: (
            <ProcessConfigTab
              tasks={tasks}
              onChange={(next) => store.set('tasks', next)}
              error={store.errorOf('tasks')}
              fairId={store.id}
            />
          ),
        },
        {
          id: FAIR_TABS.documents,
          label: 'Dokumente',
          content: (
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
                  <span>
                    {document.publish ? `verfügbar ab ${formatDate(document.publish, 'de')}` : 'sofort verfügbar'}
                  </span>
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
          ),
        },
        {
          id: FAIR_TABS.schedule,
          label: 'Ablauf Messe',
          content: (
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
          ),
        },
        {
          id: FAIR_TABS.additionalInformation,
          label: 'Zusatzinformationen',
          content: (
            <section className="admin-card" aria-labelledby="additional-info-heading">
              <h2 id="additional-info-heading" className="admin-card-title">
                Zusatzinformationen
              </h2>
              <p className="admin-hint">
                Erscheinen auf der Messeseite der Aussteller im Reiter «Infos». Einfaches HTML ist erlaubt (Absätze,
                Hervorhebungen, Listen, https- und mailto-Links); alles andere entfernt der Server beim Speichern.
              </p>
              <div className="admin-languages fair-additional-info">
                {CONTENT_LANGUAGES.map((language) => (
                  <TextAreaField
                    key={language.suffix}
                    store={store}
                    field={`additionalInfo${language.suffix}`}
                    label={`Zusatzinformationen (${language.label})`}
                    rows={12}
                    maxLength={20000}
                  />
                ))}
              </div>
            </section>
          ),
        },
      ]}
    />
  );
});

/** The Messedaten tab (spec §3 Fair, §5 Fair): names, code, series, team, registration links, dates, logos, state texts. */
const MasterDataTab = observer(function MasterDataTab({
  store,
  series,
}: {
  store: AdminFormStore<FairForm>;
  series: readonly AdminFairSeriesOption[];
}) {
  return (
    <div className="fair-master-data">
      <section className="admin-card" aria-labelledby="fair-names-heading">
        <h2 id="fair-names-heading" className="admin-card-title">
          Messe
        </h2>
        <LanguageTextFields store={store} base="displayName" label="Name" required maxLength={255} />
        <div className="admin-grid">
          <TextField
            store={store}
            field="idCode"
            label="Messe-Code"
            required
            maxLength={40}
            hint="Buchstaben, Ziffern, - und _; erscheint in der Adresse der Messeseite."
          />
          <SelectField
            store={store}
            field="fairSeries"
            label="Messe-Reihe"
            required
            options={series.map((entry) => ({ value: entry._id, label: entry.titleDe }))}
          />
          <TextField
            store={store}
            field="emailTeam"
            label="E-Mail des Messe-Teams"
            type="email"
            required
            maxLength={255}
          />
          <TextField store={store} field="idTeam" label="ID des Messe-Teams" required maxLength={255} />
        </div>
      </section>
      <section className="admin-card" aria-labelledby="fair-dates-heading">
        <h2 id="fair-dates-heading" className="admin-card-title">
          Daten
        </h2>
        <div className="admin-grid">
          <DateRangeField store={store} field="duration" label="Messedauer" required />
          <DateRangeField
            store={store}
            field="publish"
            label="Publikation"
            required
            hint="In diesem Zeitraum sehen Aussteller die Messe."
          />
          <DateField
            store={store}
            field="registrationDeadline"
            label="Anmeldeschluss"
            required
            hint="Spätestens am letzten Tag der Publikation."
          />
          <DateField
            store={store}
            field="documentsstartdate"
            label="Dokumente verfügbar ab"
            hint="Optional: ab wann die Standdokumente gezeigt werden."
          />
        </div>
      </section>
      <section className="admin-card" aria-labelledby="fair-registration-heading">
        <h2 id="fair-registration-heading" className="admin-card-title">
          Anmeldung
        </h2>
        <p className="admin-hint">
          Die Anmelde-URL führt zur Standanmeldung, die Gastro-URL zur Anmeldung der Gastronomie; Aussteller finden
          beide auf der Messeseite, solange der Anmeldeschluss nicht vorbei ist.
        </p>
        <LanguageTextFields
          store={store}
          base="defaultRegistrationUrl"
          label="Anmelde-URL"
          type="url"
          required
          maxLength={2000}
        />
        <LanguageTextFields
          store={store}
          base="defaultGastroRegistrationUrl"
          label="Gastro-URL"
          type="url"
          required
          maxLength={2000}
        />
      </section>
      <section className="admin-card" aria-labelledby="fair-logos-heading">
        <h2 id="fair-logos-heading" className="admin-card-title">
          Logos
        </h2>
        <div className="admin-languages">
          {CONTENT_LANGUAGES.map((language) => (
            <ImageField
              key={language.suffix}
              store={store}
              field={`logo${language.suffix}`}
              label={`Logo (${language.label})`}
              use={{ kind: 'logo' }}
            />
          ))}
        </div>
      </section>
      <section className="admin-card" aria-labelledby="fair-states-heading">
        <h2 id="fair-states-heading" className="admin-card-title">
          Texte der Anmeldestatus
        </h2>
        <p className="admin-hint">
          Eigene Bezeichnungen dieser Messe für die Schritte der Anmeldung; leer gelassen gilt der Standardtext des
          Portals.
        </p>
        {REGISTRATION_STATE_LABELS.map((state) => (
          <LanguageTextFields
            key={state.base}
            store={store}
            base={state.base}
            label={`Status «${state.label}»`}
            maxLength={255}
          />
        ))}
      </section>
    </div>
  );
});
