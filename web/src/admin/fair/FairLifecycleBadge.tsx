import { FAIR_LIFECYCLE_STATES, fairLifecycleState } from '../../../../domain/admin/index.ts';

type Dated = {
  readonly _id?: string | null;
  readonly publish?: { readonly start?: string | null; readonly end?: string | null } | null;
};

const BADGE_CLASS: Record<string, string> = {
  [FAIR_LIFECYCLE_STATES.active]: 'badge admin-badge admin-badge-active',
  [FAIR_LIFECYCLE_STATES.ended]: 'badge admin-badge admin-badge-ended',
};

/**
 * The fair's lifecycle (spec: admin-back-office §4): Eröffnen while new, then Erfasst, Aktiv, Beendet by its
 * publication range (the stored one: the form passes what was last saved).
 */
export function FairLifecycleBadge({ fair, named = false }: { fair: Dated; named?: boolean }) {
  const state = fairLifecycleState({ _id: fair._id ?? undefined, publish: fair.publish ?? undefined }, new Date());
  return (
    <span className={BADGE_CLASS[state] ?? 'badge admin-badge'} data-testid="fair-lifecycle">
      {named && <span className="sr-only">Status der Messe: </span>}
      {state}
    </span>
  );
}
