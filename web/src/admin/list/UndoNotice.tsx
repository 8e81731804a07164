import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { BulkStore } from './BulkStore.ts';
import { UsedByLinks } from './WhereUsed.tsx';

/**
 * The message after a delete or its undo. Unlike the fading success alert it stays until dismissed or replaced by
 * the next delete, because its "Rückgängig" must still be there when a keyboard or screen-reader user reaches it.
 */
export const UndoNotice = observer(function UndoNotice<T>({ bulk }: { bulk: BulkStore<T> }) {
  const notice = bulk.notice;
  return (
    <div role="status" className="admin-status">
      {notice !== undefined && (
        <div className="admin-alert admin-alert-success admin-undo">
          <p>
            {notice.text}
            {notice.refused.length > 0 && ` ${notice.refusedHead}:`}
          </p>
          {notice.refused.length > 0 && (
            <ul className="admin-refused">
              {notice.refused.map((refusal) => (
                <li key={refusal.name}>
                  <strong>{refusal.name}</strong>: {refusal.reason}
                  {refusal.usedBy.length > 0 && <UsedByLinks usedBy={refusal.usedBy} />}
                </li>
              ))}
            </ul>
          )}
          <div className="admin-undo-actions">
            {notice.undo.length > 0 && (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void bulk.undo()}
                disabled={bulk.busy}
              >
                Rückgängig
              </button>
            )}
            <button type="button" className="button button-secondary button-small" onClick={() => bulk.dismiss()}>
              Schließen
            </button>
          </div>
          {bulk.error !== undefined && !bulk.confirming && (
            <p className="admin-alert admin-alert-error" role="alert">
              {bulk.error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}) as <T>(props: { bulk: BulkStore<T> }) => ReactNode;
