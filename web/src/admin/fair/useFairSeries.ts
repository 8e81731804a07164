import { useEffect, useState } from 'react';
import { listFairSeries } from '../../api/adminFairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';

/**
 * The fair series' German titles by id, for a list's series column and its "Messe-Reihe" filter; empty until they
 * are read (the column then shows the id, the filter only "Alle" and a value a link brought).
 */
export function useFairSeries(): {
  readonly titles: ReadonlyMap<string, string>;
  readonly options: ReadonlyArray<{ value: string; label: string }>;
} {
  const { api } = useStores();
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    listFairSeries(api).then(
      (all) => current && setTitles(new Map(all.map((entry) => [entry._id, entry.titleDe]))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  const options = [...titles]
    .map(([value, label]) => ({ value, label: label || value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  return { titles, options };
}
