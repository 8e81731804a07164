import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { isFairSeriesTeaser } from '../../../../domain/presentation/teaser.ts';
import { DateRangeField } from '../form/DateRangeField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { BitmaskField } from './BitmaskField.tsx';
import type { TeaserChoices } from './TeaserChoices.ts';
import type { TeaserFormStore } from './TeaserFormStore.ts';

/** The Optionen tab: publication, fair series and, for a fair's teaser, the fair, registration states and task. */
export const TeaserOptionsTab = observer(function TeaserOptionsTab({
  store,
  choices,
}: {
  store: TeaserFormStore;
  choices: TeaserChoices;
}) {
  const type = store.value.type;
  const fairSpecific = !isFairSeriesTeaser(type);
  const fair = store.value['fair'];
  // Another fair has other tasks: a related task of the fair chosen before no longer applies.
  const previousFair = useRef(fair);
  useEffect(() => {
    if (previousFair.current === fair) return;
    previousFair.current = fair;
    const task = store.value['relatedTask'];
    if (typeof task === 'string' && !choices.taskOptions(fair).some((option) => option.value === task))
      store.set('relatedTask', null);
  }, [fair, store, choices]);
  return (
    <div className="teaser-tab">
      <DateRangeField
        store={store}
        field="published"
        label="Publiziert"
        required
        hint="Ganze Tage; ein anderer Teaser desselben Typs und derselben Messe-Reihe darf sich damit nicht überschneiden."
      />
      <SelectField
        store={store}
        field="fairSeries"
        label="Messe-Reihe"
        required={false}
        options={choices.seriesOptions}
        placeholder="Keine Messe-Reihe"
        hint={fairSpecific ? undefined : 'Der Teaser erscheint bei den Messen dieser Reihe.'}
      />
      {fairSpecific && (
        <>
          <SelectField store={store} field="fair" label="Messe" required options={choices.fairOptions} />
          <BitmaskField
            store={store}
            field="registrationState"
            label="Anzeigen bei Anmeldestatus"
            required
            options={choices.states.map((state) => ({ value: state.value, text: state.text }))}
          />
          <SelectField
            store={store}
            field="relatedTask"
            label="Beworbener Prozessschritt"
            required
            options={choices.taskOptions(fair)}
            placeholder={typeof fair === 'string' && fair !== '' ? 'Bitte wählen' : 'Zuerst eine Messe wählen'}
            hint="Der Teaser erscheint, solange der Aussteller diesen Schritt nicht erledigt hat."
          />
        </>
      )}
    </div>
  );
});
