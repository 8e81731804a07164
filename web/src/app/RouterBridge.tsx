import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from './StoreContext.tsx';

export const FAIR_SERIES_PARAMETER = '_fs';

/**
 * Connects the stores to the router (so the error catalogue can move the user) and consumes the _fs
 * query parameter: it sets the preferred fair series and is removed from the address (spec §2).
 */
export const RouterBridge = observer(function RouterBridge() {
  const root = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(
    () => root.connectRouter((to) => void navigate(to, { replace: pathname.current === to })),
    [root, navigate],
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const series = params.get(FAIR_SERIES_PARAMETER);
    if (series === null) return;
    root.session.preferFairSeries(series);
    params.delete(FAIR_SERIES_PARAMETER);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [root, navigate, location.pathname, location.search, location.hash]);

  return null;
});
