import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { homeNoticeAt, validateHomeNotice } from '../../../../domain/admin/index.ts';
import { adminGet, adminUpdate } from '../../api/adminApi.ts';
import type { components } from '../../api/schema.d.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import { DateRangeField } from '../form/DateRangeField.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import './homeNotice.css';

type HomeNotice = components['schemas']['AdminHomeNotice'];

const PATH = '/api/admin/home-notice';
/** The notice is one item: its form always edits "the current one" (the audit trail's id of it). */
const NOTICE_ID = 'current';

const LABELS: Readonly<Record<string, string>> = {
  textDe: 'Hinweis (Deutsch)',
  textFr: 'Hinweis (Französisch)',
  textEn: 'Hinweis (Englisch)',
  shown: 'Anzeigen',
};

const germanDay = (day: string): string => day.split('-').reverse().join('.');

/** Where the saved notice stands today, in the words a manager checks before leaving the page. */
function standing(notice: HomeNotice, now: Date): string {
  if ([notice.textDe, notice.textFr, notice.textEn].every((text) => text.trim() === ''))
    return 'Zurzeit wird kein Hinweis angezeigt.';
  if (homeNoticeAt(notice, now) !== null)
    return notice.shown.end === null
      ? 'Aussteller sehen diesen Hinweis jetzt auf der Startseite, bis er entfernt wird.'
      : `Aussteller sehen diesen Hinweis jetzt auf der Startseite, bis und mit ${germanDay(notice.shown.end)}.`;
  if (notice.shown.start !== null && now < new Date(`${notice.shown.start}T00:00:00Z`))
    return `Aussteller sehen diesen Hinweis ab ${germanDay(notice.shown.start)}.`;
  return 'Die Anzeigedauer dieses Hinweises ist vorbei: Aussteller sehen ihn nicht mehr.';
}

/**
 * "Hinweis Startseite": the notice exhibitors see as Home's message banner (exhibitor-area §2 Home) in their language
 * within its days, e.g. a maintenance window. One notice, saved with its version (a colleague's save meanwhile opens
 * the conflict dialog); all texts blank takes it down. The page stays after a save and says where the notice stands.
 */
export const HomeNoticePage = observer(function HomeNoticePage() {
  const root = useStores();
  const [store] = useState(
    () =>
      new AdminFormStore<HomeNotice>(
        root,
        {
          entity: 'homeNotice',
          empty: () => ({ textDe: '', textFr: '', textEn: '', shown: { start: null, end: null }, version: 0 }),
          load: (api) => adminGet<HomeNotice>(api, PATH),
          save: (api, value) => adminUpdate<HomeNotice>(api, PATH, value),
          validate: validateHomeNotice,
          savedMessage: () => 'Der Hinweis auf der Startseite wurde gespeichert.',
        },
        NOTICE_ID,
      ),
  );
  return (
    <AdminFormPage
      store={store}
      title="Hinweis Startseite"
      back={{ to: '/admin/fair', label: 'Zu den Messen' }}
      saveLabel="Hinweis speichern"
      fieldLabel={(field) => LABELS[field] ?? field}
      restorable={false}
    >
      <div className="admin-card">
        <p className="admin-hint home-notice-intro">
          Aussteller sehen den Hinweis als Meldung oben auf ihrer Startseite, in ihrer Sprache, und können ihn
          ausblenden. Alle drei Texte leeren und speichern entfernt ihn.
        </p>
        {store.state === 'ready' && (
          <p className="home-notice-standing" role="status">
            {standing(store.savedValue, new Date())}
          </p>
        )}
        <LanguageTextFields store={store} base="text" label="Hinweis" multiline maxLength={500} />
        <DateRangeField
          store={store}
          field="shown"
          label="Anzeigen"
          hint="Erster und letzter Tag, beide eingeschlossen. Leer gelassen: ab sofort bzw. bis er entfernt wird."
        />
      </div>
    </AdminFormPage>
  );
});
