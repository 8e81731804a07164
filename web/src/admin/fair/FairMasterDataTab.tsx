import { observer } from 'mobx-react-lite';
import type { AdminFairSeriesOption } from '../../api/adminFairApi.ts';
import type { FormBinding } from '../form/AdminFormStore.ts';
import { DateField } from '../form/DateField.tsx';
import { DateRangeField } from '../form/DateRangeField.tsx';
import { LogoFields } from '../form/LogoFields.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { TextField } from '../form/TextField.tsx';
import { REGISTRATION_STATE_LABELS } from './fairFields.ts';

/** The Messedaten tab (spec §3 Fair, §5 Fair): names, code, series, team, registration links, dates, logos, state texts. */
export const FairMasterDataTab = observer(function FairMasterDataTab({
  store,
  series,
}: {
  store: FormBinding;
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
        <LogoFields store={store} />
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
