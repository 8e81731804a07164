import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  ADMIN_CONTENT_LANGUAGES,
  TEASER_NUMBERS,
  TEASER_TABS,
  newTeaser,
  teaserFieldName,
  teaserImageSizes,
  teaserSchema,
  validateTeaser,
  type AdminContentLanguage,
  type AdminTeaser,
  type TeaserNumber,
} from '../../../../domain/admin/teaserRules.ts';
import type { ImageRule } from '../../../../domain/admin/formValidator.ts';
import { teaserOverlapMessage } from '../../../../domain/admin/teaserOverlap.ts';
import { isFairSeriesTeaser, isImageOnlyTeaser, isMultiTeaser } from '../../../../domain/presentation/teaser.ts';
import { SERVICE_GROUPS } from '../../../../domain/tasks/types.ts';
import { checkTeaserDateRange, getTeaser, saveTeaser, type AdminTeaserInput } from '../../api/adminTeaserApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminFormPage, routeId } from '../form/AdminFormPage.tsx';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import { DateRangeField, LanguageTextFields, SelectField, TextField } from '../form/fields.tsx';
import type { FormTab } from '../form/FormTabs.tsx';
import { ImageField } from '../form/ImageField.tsx';
import { AdminLoadError } from '../ui/AdminLoadError.tsx';
import { BitmaskField } from './BitmaskField.tsx';
import { TeaserChoices } from './TeaserChoices.ts';
import { TeaserPreview } from './TeaserPreview.tsx';
import { teaserFieldLabel } from './teaserFieldLabels.ts';
import type { TeaserFormValue } from './previewTeaser.ts';
import './teaserForm.css';

/** The teaser as the form holds it: every field of admin-back-office §3 by its name, with the version read. */
export type TeaserForm = TeaserFormValue & { readonly _id?: string | null; readonly version?: number | null };

const LANGUAGE_NAMES: Record<AdminContentLanguage, string> = { De: 'Deutsch', Fr: 'Französisch', En: 'Englisch' };
const SERVICE_GROUP_OPTIONS = SERVICE_GROUPS.map((group) => ({ value: group, label: group }));

export function teaserSavedMessage(teaser: TeaserForm): string {
  const name = teaser['internalName'];
  return `Der Teaser ${typeof name === 'string' ? name : ''} wurde erfolgreich gespeichert`;
}

function createStore(
  root: ReturnType<typeof useStores>,
  id: string | undefined,
  typeHash: string,
): AdminFormStore<TeaserForm> {
  return new AdminFormStore<TeaserForm>(
    root,
    {
      entity: 'teaser',
      empty: () => ({ ...newTeaser(typeHash), published: { start: null, end: null } }),
      load: (api, teaserId) => getTeaser(api, teaserId),
      save: (api, value, teaserId) =>
        saveTeaser(api, { ...value, ...(teaserId === undefined ? {} : { _id: teaserId }) } as AdminTeaserInput),
      validate: (value) => validateTeaser(value as unknown as AdminTeaser),
      tabOf: tabOfField,
      savedMessage: teaserSavedMessage,
      failedMessage: 'Der Teaser wurde nicht gespeichert',
    },
    id,
  );
}

/** The tab a field sits on, for server errors (422) the browser's validator did not find. */
function tabOfField(field: string): string {
  if (field.startsWith('image')) return TEASER_TABS.images;
  if (
    ['published', 'fairSeries', 'fair', 'registrationState', 'relatedTask', 'fairType'].some(
      (name) => field === name || field.startsWith(`${name}.`),
    )
  )
    return TEASER_TABS.options;
  return TEASER_TABS.content;
}

/** The rules of the teaser's type by field: whether it is required, and an image's ratio and minimum size. */
function rulesOf(type: number) {
  const schema = teaserSchema(type);
  return {
    required: (field: string) =>
      schema.some((entry) => entry.field === field && entry.rules.some((rule) => rule.kind === 'required')),
    imageRule: (field: string): ImageRule | undefined =>
      schema.find((entry) => entry.field === field)?.rules.find((rule): rule is ImageRule => rule.kind === 'image'),
  };
}

/**
 * The teaser form (spec: admin-back-office §2 Teaser create/edit, §4 type bits, §5 Teaser, §9 image sizes):
 * tabs Typ (only when new; the type may come from the create route's hash, e.g. #130), Inhalt, Bilder,
 * Optionen; the fields shown and required by the type's bits; the overlap check before saving; "Vorschau als
 * Aussteller" with the exhibitor's teaser component.
 */
export const TeaserFormPage = observer(function TeaserFormPage() {
  const root = useStores();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = routeId(params);
  const [store] = useState(() => createStore(root, id, location.hash));
  const [choices] = useState(() => new TeaserChoices(root));
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    void choices.load();
  }, [choices]);

  // A new teaser opened again with a type in the hash (create#130 while on create) takes that type.
  const hashType = /^#\d+$/.test(location.hash) ? newTeaser(location.hash).type : undefined;
  useEffect(() => {
    if (store.isNew && hashType !== undefined && hashType !== store.value.type) store.set('type', hashType);
  }, [store, hashType]);

  const value = store.value;
  const type = value.type;
  const overlapCheck = async (candidate: TeaserForm) => {
    const overlap = await checkTeaserDateRange(root.api, {
      _id: store.id ?? null,
      type: candidate.type,
      fairSeries: typeof candidate['fairSeries'] === 'string' ? candidate['fairSeries'] : null,
      published: (candidate['published'] as AdminTeaserInput['published']) ?? null,
    });
    return overlap === null
      ? []
      : [
          {
            field: 'published',
            tab: TEASER_TABS.options,
            message: teaserOverlapMessage({ ...overlap, type: candidate.type }),
          },
        ];
  };

  if (choices.state === 'failed')
    return (
      <AdminLoadError
        text="Die Auswahllisten des Teasers konnten nicht geladen werden."
        onRetry={() => void choices.load()}
      />
    );

  const tabs: FormTab[] = [
    ...(store.isNew
      ? [{ id: TEASER_TABS.type, label: 'Typ', content: <TypeTab store={store} choices={choices} /> }]
      : []),
    { id: TEASER_TABS.content, label: 'Inhalt', content: <ContentTab store={store} /> },
    { id: TEASER_TABS.images, label: 'Bilder', content: <ImagesTab store={store} /> },
    { id: TEASER_TABS.options, label: 'Optionen', content: <OptionsTab store={store} choices={choices} /> },
  ];
  const name =
    typeof value['internalName'] === 'string' && value['internalName'].trim() !== ''
      ? value['internalName']
      : undefined;

  return (
    <>
      <AdminFormPage
        store={store}
        title={store.isNew ? 'Neuer Teaser' : `Teaser ${name ?? ''} bearbeiten`}
        badge={
          <span className="badge teaser-type-badge">
            {choices.state === 'ready' ? choices.typeName(type) : `Typ ${type}`}
          </span>
        }
        back={{ to: '/admin/advertising', label: 'Zur Teaser-Übersicht' }}
        tabs={tabs}
        tabsLabel="Teaser"
        saveLabel="Teaser speichern"
        extraCheck={overlapCheck}
        fieldLabel={teaserFieldLabel}
        onSaved={(saved) => {
          if (id === undefined && typeof saved._id === 'string') {
            void navigate(
              `/admin/advertising/edit/${encodeURIComponent(saved._id)}${location.hash.startsWith('#') && !/^#\d+$/.test(location.hash) ? location.hash : ''}`,
              {
                replace: true,
                state: { notice: teaserSavedMessage(saved) },
              },
            );
          }
        }}
        actions={
          <button type="button" className="button button-secondary" onClick={() => setPreviewOpen(true)}>
            Vorschau als Aussteller
          </button>
        }
      />
      <TeaserPreview open={previewOpen} onClose={() => setPreviewOpen(false)} value={value} />
    </>
  );
});

type TeaserStore = AdminFormStore<TeaserForm>;

function typeFacts(type: number): string {
  const sizes = teaserImageSizes(type);
  const parts = [
    isFairSeriesTeaser(type) ? 'für eine Messe-Reihe' : 'für eine Messe',
    isMultiTeaser(type) ? 'drei Teaser nebeneinander' : 'ein Teaser',
    isImageOnlyTeaser(type) ? 'nur Bild' : 'mit Text',
    `Bild Desktop ${sizes.desktop.width} × ${sizes.desktop.height} px (${sizes.desktop.ratio}), mobil ${sizes.mobile.width} × ${sizes.mobile.height} px (${sizes.mobile.ratio})`,
  ];
  return parts.join(' · ');
}

const TypeTab = observer(function TypeTab({ store, choices }: { store: TeaserStore; choices: TeaserChoices }) {
  const type = store.value.type;
  const options = choices.types.some((option) => option.value === type)
    ? choices.types
    : [...choices.types, { value: type, text: `Typ ${type}` }];
  return (
    <fieldset className="admin-field teaser-types">
      <legend className="admin-label">Art des Teasers</legend>
      <p className="admin-hint">
        Der Typ bestimmt, welche Felder der Teaser hat und welche Bildgrössen verlangt sind. Nach dem ersten Speichern
        lässt er sich nicht mehr ändern.
      </p>
      {choices.state === 'loading' ? (
        <p role="status">Typen werden geladen …</p>
      ) : (
        <div className="teaser-type-options">
          {options.map((option) => (
            <label
              key={option.value}
              className={`teaser-type-option${option.value === type ? ' teaser-type-option-selected' : ''}`}
            >
              <input
                type="radio"
                name="teaser-type"
                value={option.value}
                checked={option.value === type}
                onChange={() => store.set('type', option.value)}
              />
              <strong className="teaser-type-name">{option.text}</strong>
              <span className="teaser-type-facts">{typeFacts(option.value)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
});

function teaserNumbersOf(type: number): readonly TeaserNumber[] {
  return isMultiTeaser(type) ? TEASER_NUMBERS : [1];
}

function numberSuffix(number: TeaserNumber): string {
  return number === 1 ? '' : String(number);
}

const ContentTab = observer(function ContentTab({ store }: { store: TeaserStore }) {
  const type = store.value.type;
  const { required } = rulesOf(type);
  const imageOnly = isImageOnlyTeaser(type);
  const multi = isMultiTeaser(type);
  const linkRequired = typeof store.value['leistungsgruppeId'] !== 'string' || store.value['leistungsgruppeId'] === '';
  return (
    <div className="teaser-tab">
      <div className="admin-grid">
        <TextField
          store={store}
          field="internalName"
          label="Interner Name"
          required
          hint="Nur im Admin sichtbar, z. B. in der Teaser-Übersicht."
          maxLength={255}
        />
        <SelectField
          store={store}
          field="leistungsgruppeId"
          label="Leistungsgruppe"
          options={SERVICE_GROUP_OPTIONS}
          placeholder="Keine Leistungsgruppe"
          hint="Mit einer Leistungsgruppe führt der Teaser in deren Shop; der Link ist dann nicht nötig."
        />
      </div>
      {imageOnly && (
        <p className="admin-hint teaser-note">
          Dieser Typ zeigt nur Bilder: Texte gibt es keine, nur den Link, zu dem das Bild führt.
        </p>
      )}
      {teaserNumbersOf(type).map((number) => {
        const suffix = numberSuffix(number);
        const field = (base: 'title' | 'text' | 'ctaText') => required(teaserFieldName(base, 'De', number));
        return (
          <section key={number} className="teaser-section" aria-labelledby={`teaser-content-${number}`}>
            <h2 id={`teaser-content-${number}`} className="teaser-section-title">
              {multi ? `Teaser ${number}` : 'Texte'}
            </h2>
            {!imageOnly && (
              <>
                <LanguageTextFields
                  store={store}
                  base="eyecatcherTitle"
                  suffix={suffix}
                  label={numbered('Blickfang-Titel', number, multi)}
                  maxLength={500}
                />
                <LanguageTextFields
                  store={store}
                  base="eyecatcherText"
                  suffix={suffix}
                  label={numbered('Blickfang-Text', number, multi)}
                  maxLength={5000}
                />
                <LanguageTextFields
                  store={store}
                  base="title"
                  suffix={suffix}
                  label={numbered('Titel', number, multi)}
                  required={field('title')}
                  maxLength={500}
                />
                <LanguageTextFields
                  store={store}
                  base="text"
                  suffix={suffix}
                  label={numbered('Text', number, multi)}
                  required={field('text')}
                  multiline
                  maxLength={5000}
                />
                <LanguageTextFields
                  store={store}
                  base="ctaText"
                  suffix={suffix}
                  label={numbered('Button-Text', number, multi)}
                  required={field('ctaText')}
                  maxLength={500}
                />
              </>
            )}
            <LanguageTextFields
              store={store}
              base="ctaUrl"
              suffix={suffix}
              label={numbered(imageOnly ? 'Link des Bildes' : 'Button-Link', number, multi)}
              required={linkRequired}
              type="url"
              maxLength={2000}
            />
          </section>
        );
      })}
    </div>
  );
});

/** Field labels name their teaser in a multi teaser, so that each is unique on the page. */
function numbered(label: string, number: TeaserNumber, multi: boolean): string {
  return multi ? `${label} ${number}` : label;
}

const ImagesTab = observer(function ImagesTab({ store }: { store: TeaserStore }) {
  const type = store.value.type;
  const { required, imageRule } = rulesOf(type);
  const multi = isMultiTeaser(type);
  return (
    <div className="teaser-tab">
      <p className="admin-hint teaser-note">
        Desktop-Bilder zeigt das Portal ab 768 px Bildschirmbreite, mobile Bilder darunter. Ein Bild mit falschem
        Seitenverhältnis oder zu kleinen Massen wird nicht übernommen.
      </p>
      {teaserNumbersOf(type).map((number) => (
        <section key={number} className="teaser-section" aria-labelledby={`teaser-images-${number}`}>
          <h2 id={`teaser-images-${number}`} className="teaser-section-title">
            {multi ? `Bilder Teaser ${number}` : 'Bilder'}
          </h2>
          <div className="teaser-image-grid">
            {ADMIN_CONTENT_LANGUAGES.map((language) => (
              <div
                key={language}
                className="teaser-image-language"
                role="group"
                aria-label={`${LANGUAGE_NAMES[language]}${multi ? `, Teaser ${number}` : ''}`}
              >
                <h3 className="teaser-language-title">{LANGUAGE_NAMES[language]}</h3>
                {(['imageLandscape', 'imagePortrait'] as const).map((base) => {
                  const field = teaserFieldName(base, language, number);
                  const rule = imageRule(field);
                  if (rule === undefined) return null;
                  return (
                    <ImageField
                      key={field}
                      store={store}
                      field={field}
                      label={teaserFieldLabel(field)}
                      required={required(field)}
                      use={{ kind: 'image', rule }}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});

const OptionsTab = observer(function OptionsTab({ store, choices }: { store: TeaserStore; choices: TeaserChoices }) {
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
