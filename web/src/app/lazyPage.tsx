import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { addPageTexts, type Texts } from '../i18n/resources.ts';

/** A page's module as a dynamic import gives it. */
export type PageModule<Props extends object> = { readonly default: ComponentType<Props> };

export type LazyPageViews = {
  /** Shown while the page's code loads. */
  readonly loading: ReactNode;
  /** Shown when its code could not be loaded; `retry` asks for it again. */
  readonly failed: (retry: () => void) => ReactNode;
};

/**
 * A page whose code loads when it is first opened, as React.lazy does, but without suspending. React reveals a
 * suspended route no sooner than 300 ms after its fallback showed (its guard against flicker), so a page whose code
 * and data were asked for beside the session's read still sat that long on the spinner once both were there. This
 * shows `loading` until the module is there and then the page in the next render; a page loaded once renders at
 * once. A failed load shows `failed` instead of a blank screen, and its retry loads again (`load` must then ask anew).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<PageModule<Props>>,
  views: LazyPageViews,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  return function LazyPage(props: Props) {
    const [page, setPage] = useState<{ readonly component: ComponentType<Props> } | undefined>(() =>
      loaded ? { component: loaded } : undefined,
    );
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (page) return;
      let current = true;
      load().then(
        (module) => {
          loaded = module.default;
          if (current) setPage({ component: module.default });
        },
        (error: unknown) => {
          console.error('page not loaded', error);
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [page, attempt]);

    if (page) {
      const Page = page.component;
      return <Page {...props} />;
    }
    if (failed)
      return views.failed(() => {
        setFailed(false);
        setAttempt((count) => count + 1);
      });
    return views.loading;
  };
}

/**
 * A page loaded when first opened, with its texts, once however often it is asked for (by a preload and by the
 * route's render): its module's component and the texts of its text modules, added before it renders.
 */
export function pageLoader<Props extends object>(
  page: () => Promise<ComponentType<Props>>,
  ...texts: readonly (() => Promise<{ texts: Texts }>)[]
): () => Promise<PageModule<Props>> {
  let loaded: Promise<PageModule<Props>> | undefined;
  return () => {
    if (loaded) return loaded;
    const loading = Promise.all([page(), Promise.all(texts.map((load) => load()))]).then(([component, modules]) => {
      addPageTexts(...modules.map((module) => module.texts));
      return { default: component };
    });
    // A load that failed (the network went away) is asked for anew by the next open or the page's retry.
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
    loaded = loading;
    return loading;
  };
}
