import { reaction } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient } from '../api/ApiClient.ts';
import { App, preloadPageOf } from './App.tsx';
import { configuredSentryDsn, startErrorReporting } from './errorReporting.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { TextsProvider } from '../i18n/react.tsx';
import { ensureLanguage } from '../i18n/resources.ts';
import { prepareDateFormats } from '../i18n/format.ts';
import { RootStore } from './RootStore.ts';
import { StoreProvider } from './StoreContext.tsx';
import type { KeyValueStorage } from './ports.ts';
import '../styles.css';

/** localStorage, or a throwaway one where the browser refuses it (private modes, blocked storage). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

const api = new ApiClient();
// First, so that what fails from here on is reported (spec: exhibitor-area §8).
const errorReporting = startErrorReporting({
  api,
  target: window,
  location: () => window.location.href,
  sentryDsn: configuredSentryDsn(document),
});
const root = new RootStore({ api, storage: browserStorage(), prepareLanguage: ensureLanguage });
const i18n = createI18n(root.session.language);
// A French or English visitor's texts load beside the session's read; the first render waits for them, so that no
// German shows first.
const textsReady = ensureLanguage(root.session.language);

document.documentElement.lang = root.session.language;
// i18n starts in the session's language; only a change is passed on (changing to the same language costs a phone
// a noticeable part of the start-up).
reaction(
  () => root.session.language,
  (language) => {
    i18n.changeLanguage(language);
    document.documentElement.lang = language;
  },
);

void root.session.load();
preloadPageOf(window.location.pathname, api, root.session.language);
// While the page waits for its data, in a task of its own: the first dates it shows need the locale's data.
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(work, { timeout: 500 }) : setTimeout(work, 0);
whenIdle(() => prepareDateFormats(root.session.language));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const mount = container;

// Not as a transition: a first render in slices leaves a gap between the router reading the address and listening
// to it, and a navigation in that gap (a hash link, the back button) would be lost.
const render = () =>
  createRoot(mount, {
    onUncaughtError: (error, info) => {
      console.error(error);
      errorReporting.report(error, 'render', info.componentStack ?? undefined);
    },
  }).render(
    <StrictMode>
      <StoreProvider root={root}>
        <TextsProvider translator={i18n}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </TextsProvider>
      </StoreProvider>
    </StrictMode>,
  );
if (textsReady) void textsReady.then(render);
else render();
