import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { TEASER_TABS, newTeaser } from '../../../../domain/admin/teaserRules.ts';
import { teaserOverlapMessage } from '../../../../domain/admin/teaserOverlap.ts';
import { checkTeaserDateRange, type AdminTeaserInput } from '../../api/adminTeaserApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminFormPage, routeId } from '../form/AdminFormPage.tsx';
import type { FormTab } from '../form/FormTabs.tsx';
import { AdminLoadError } from '../ui/AdminLoadError.tsx';
import { TeaserChoices } from './TeaserChoices.ts';
import { TeaserContentTab } from './TeaserContentTab.tsx';
import { createTeaserFormStore, teaserSavedMessage, type TeaserForm } from './TeaserFormStore.ts';
import { TeaserImagesTab } from './TeaserImagesTab.tsx';
import { TeaserOptionsTab } from './TeaserOptionsTab.tsx';
import { TeaserPreview } from './TeaserPreview.tsx';
import { TeaserTypeTab } from './TeaserTypeTab.tsx';
import { teaserFieldLabel } from './teaserFieldLabels.ts';
import './teaserForm.css';

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
  const [store] = useState(() => createTeaserFormStore(root, id, location.hash));
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
      ? [{ id: TEASER_TABS.type, label: 'Typ', content: <TeaserTypeTab store={store} choices={choices} /> }]
      : []),
    { id: TEASER_TABS.content, label: 'Inhalt', content: <TeaserContentTab store={store} /> },
    { id: TEASER_TABS.images, label: 'Bilder', content: <TeaserImagesTab store={store} /> },
    { id: TEASER_TABS.options, label: 'Optionen', content: <TeaserOptionsTab store={store} choices={choices} /> },
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
        loadingTitle="Teaser bearbeiten"
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
