import { useState } from 'react';
import { deleteTeaser, listTeasers, type AdminTeaserSummary } from '../../api/adminTeaserApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminListPage, type AdminColumn } from '../list/AdminListPage.tsx';
import type { AdminListSource } from '../list/AdminListStore.ts';
import { TEASER_TYPE_OPTIONS } from '../../../../domain/admin/index.ts';
import { useFairSeries } from '../fair/useFairSeries.ts';

const COLUMNS: readonly AdminColumn<AdminTeaserSummary>[] = [
  { header: 'Typ', cell: (teaser) => teaser.typeName || `Typ ${teaser.type}`, sortKey: 'typeName' },
  { header: 'Name', cell: (teaser) => teaser.internalName, sortKey: 'internalName', primary: true },
];

const TYPE_OPTIONS = TEASER_TYPE_OPTIONS.map((option) => ({ value: String(option.value), label: option.text }));

/**
 * The teaser overview (spec: admin-back-office §2 Teaser list, route /admin/advertising): type name and name,
 * "Neuer Teaser", edit, and delete after a question that names the teaser and its type.
 */
export function TeaserListPage() {
  const root = useStores();
  const series = useFairSeries();
  const [source] = useState<AdminListSource<AdminTeaserSummary>>(() => ({
    list: (params) => listTeasers(root.api, params),
    remove: (teaser) => deleteTeaser(root.api, teaser._id, teaser.version),
  }));
  return (
    <AdminListPage
      title="Teaser"
      intro="Werbe-Teaser, die Ausstellerinnen und Aussteller auf der Startseite und den Messeseiten sehen."
      source={source}
      columns={COLUMNS}
      defaultSort="internalName"
      newLink={{ to: '/admin/advertising/create', label: 'Neuer Teaser' }}
      editPath={(teaser) => `/admin/advertising/edit/${encodeURIComponent(teaser._id)}`}
      describe={(teaser) => `Der Teaser «${teaser.internalName}»`}
      deleteQuestion={(teaser) =>
        `Soll der Teaser «${teaser.internalName}» vom Typ «${teaser.typeName || teaser.type}» wirklich gelöscht werden?`
      }
      searchLabel="Teaser suchen"
      rowKey={(teaser) => teaser._id}
      filters={[
        { key: 'type', label: 'Typ', options: TYPE_OPTIONS },
        { key: 'series', label: 'Messe-Reihe', options: series.options },
      ]}
      exportFile={{ path: '/api/teasersOverview', name: 'teaser' }}
      bulk={{ entity: 'teaser', singular: 'Teaser', plural: 'Teaser', name: (teaser) => teaser.internalName }}
    />
  );
}
