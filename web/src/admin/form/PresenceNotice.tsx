import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../app/StoreContext.tsx';
import { PresenceStore } from './PresenceStore.ts';
import './presence.css';

/**
 * "Marco Bernasconi bearbeitet diese Messe gerade." under the form's heading while another manager has the same
 * item open (beyond the spec). A polite live region with its line reserved, so nothing moves when it appears.
 */
export const PresenceNotice = observer(function PresenceNotice({ entity, id }: { entity: string; id: string }) {
  const { api } = useStores();
  const [store] = useState(() => new PresenceStore(api, entity, id));
  useEffect(() => store.start(), [store]);
  const notice = store.notice;
  return (
    <p className="admin-presence" role="status" aria-live="polite">
      {notice !== undefined && (
        <>
          <span className="admin-presence-mark" aria-hidden="true" />
          {notice}
        </>
      )}
    </p>
  );
});
