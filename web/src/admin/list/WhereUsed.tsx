import { useState } from 'react';
import { Link } from 'react-router';
import { itemUsage, editPathOfUse, type ItemUse, type UsageKind } from '../../api/adminBulkApi.ts';
import { useStores } from '../../app/StoreContext.tsx';

/** The fairs (and teasers) that use an item, each a link to where it is edited. */
export function UsedByLinks({ usedBy }: { usedBy: readonly ItemUse[] }) {
  return (
    <ul className="admin-used-by">
      {usedBy.map((use) => (
        <li key={`${use.kind}/${use.id}`}>
          <Link to={editPathOfUse(use)}>
            {use.kind === 'fair' ? 'Messe' : 'Teaser'} {use.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Verwendet von …" of a row whose delete is disabled (admin-back-office §6): loaded when opened, so that a list of
 * a hundred process steps asks for none of it until the manager wants to know.
 */
export function WhereUsed({ kind, id, name }: { kind: UsageKind; id: string; name: string }) {
  const { api } = useStores();
  const [open, setOpen] = useState(false);
  const [usedBy, setUsedBy] = useState<ItemUse[] | 'loading' | 'failed'>('loading');
  const toggle = () => {
    setOpen(!open);
    if (open) return;
    setUsedBy('loading');
    itemUsage(api, kind, id).then(setUsedBy, () => setUsedBy('failed'));
  };
  return (
    <div className="admin-where-used">
      <button type="button" className="button-link" aria-expanded={open} aria-controls={`used-${id}`} onClick={toggle}>
        Wo verwendet? <span className="sr-only">({name})</span>
      </button>
      <div id={`used-${id}`} hidden={!open} aria-live="polite">
        {open &&
          (usedBy === 'loading' ? (
            <p>Wird geladen …</p>
          ) : usedBy === 'failed' ? (
            <p>Konnte nicht geladen werden.</p>
          ) : usedBy.length === 0 ? (
            <p>Von keiner Messe mehr verwendet.</p>
          ) : (
            <UsedByLinks usedBy={usedBy} />
          ))}
      </div>
    </div>
  );
}
