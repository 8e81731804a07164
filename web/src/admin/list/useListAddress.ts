import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

interface AddressedList {
  readonly addressQuery: string;
  readonly replaceAddress: boolean;
  applyAddress(address: URLSearchParams): void;
}

/**
 * Keeps an admin list's state in the page's address, as the exhibitor's deadlines page keeps its filters: read when
 * the address changes (a reload, Back or Forward, a shared link), written when the manager changes the list. A page,
 * sort, size or filter change adds a history entry, so that Back returns to the list as it was; typing in the search
 * replaces the entry instead of adding one per key.
 */
export function useListAddress(store: AddressedList): void {
  const [address, setAddress] = useSearchParams();
  // What the entry carries (the notice a form handed over after saving) stays with it while the search replaces it.
  const location = useLocation();
  const entryState = useRef<unknown>(location.state);
  entryState.current = location.state;
  const listPath = useRef(location.pathname);

  useEffect(() => {
    store.applyAddress(address);
  }, [store, address]);

  useEffect(
    () =>
      reaction(
        () => store.addressQuery,
        (query) => {
          // An address the list has just read needs no writing back (and no entry of its own).
          if (new URLSearchParams(window.location.search).toString() === query) return;
          // The manager has left the list (a row's link): a late change of it must not lead back to the list.
          if (window.location.pathname !== listPath.current) return;
          const replace = store.replaceAddress;
          setAddress(new URLSearchParams(query), {
            replace,
            preventScrollReset: true,
            ...(replace ? { state: entryState.current } : {}),
          });
        },
      ),
    [store, setAddress],
  );
}
