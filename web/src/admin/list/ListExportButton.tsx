import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../app/StoreContext.tsx';
import { FileExportStore } from '../../ui/FileExportStore.ts';

/**
 * "Als CSV exportieren": the list as the manager sees it (filters, search, sort), every matching row rather than one
 * page, asked from the list's own address with `Accept: text/csv` as the exhibitor's deadlines export does. The
 * button says while the file is made and keeps the focus (aria-disabled); a failure is announced beside it.
 */
export const ListExportButton = observer(function ListExportButton({
  path,
  query,
  name,
}: {
  /** The list's API address (`/api/taskdefinitions`). */
  path: string;
  /** The list's current query as the server reads it, read at the click. */
  query: () => string;
  /** The file's name when the answer names none. */
  name: string;
}) {
  const root = useStores();
  const [file] = useState(
    () =>
      new FileExportStore(
        root,
        () => {
          const text = query();
          return text === '' ? path : `${path}?${text}`;
        },
        name,
      ),
  );
  const working = file.working !== null;
  return (
    <div className="admin-list-export">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-busy={working}
        aria-disabled={working}
        onClick={() => void file.download('csv')}
      >
        {working ? 'Datei wird erstellt …' : 'Als CSV exportieren'}
      </button>
      <p className="admin-list-export-failed" role="alert">
        {file.failed && 'Die Datei konnte nicht erstellt werden. Bitte erneut versuchen.'}
      </p>
    </div>
  );
});
