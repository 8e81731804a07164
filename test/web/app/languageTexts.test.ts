// spec: exhibitor-area §1 (de, fr and en), §4 Locale set: a language is shown once its texts are there, never half
import { describe, expect, it } from '@jest/globals';
import { when } from 'mobx';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../web/src/app/SessionStore.ts';
import { createI18n } from '../../../web/src/i18n/createI18n.ts';
import type { Language } from '../../../web/src/i18n/languages.ts';
import { ensureLanguage } from '../../../web/src/i18n/resources.ts';
import { aUser, fakeServer, memoryStorage } from '../fakeServer.ts';

/** A loader of texts that the test releases language by language; German is always there. */
function heldTexts() {
  const releases = new Map<Language, () => void>();
  const ready = new Set<Language>(['de']);
  let announce = (_language: Language) => {};
  const asked = new Promise<Language>((resolve) => (announce = resolve));
  const prepareLanguage = (language: Language) => {
    if (ready.has(language)) return undefined;
    announce(language);
    return new Promise<void>((resolve) => releases.set(language, resolve));
  };
  const release = (language: Language) => {
    ready.add(language);
    releases.get(language)?.();
  };
  /** The first language whose texts were asked for. */
  return { prepareLanguage, release, asked };
}

function setUp(locale: Language, prepareLanguage: ReturnType<typeof heldTexts>['prepareLanguage']) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ locale }), csrfToken: 'x' } },
    'POST /api/locale': { status: 204 },
  });
  const storage = memoryStorage();
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage, prepareLanguage });
  return { root, server, storage };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the language of the UI and its texts', () => {
  it('keeps showing the current language until the chosen one has its texts, and tells the server at once', async () => {
    const texts = heldTexts();
    const { root, server, storage } = setUp('de', texts.prepareLanguage);
    await root.session.load();
    root.session.chooseLanguage('fr');
    await settled();
    expect(root.session.language).toBe('de');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/locale', body: { locale: 'fr' } });
    texts.release('fr');
    await when(() => root.session.language === 'fr');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('is signed in only once the language the server remembers has its texts', async () => {
    const texts = heldTexts();
    const { root } = setUp('en', texts.prepareLanguage);
    const loaded = root.session.load();
    expect(await texts.asked).toBe('en');
    expect(root.session.state).toBe('loading');
    texts.release('en');
    await loaded;
    expect(root.session).toMatchObject({ state: 'signedIn', language: 'en' });
  });

  it('keeps a language picked while the session loads, over the one the server remembers, and tells the server', async () => {
    const texts = heldTexts();
    const { root, server } = setUp('en', texts.prepareLanguage);
    const loaded = root.session.load();
    root.session.chooseLanguage('fr');
    texts.release('fr');
    texts.release('en');
    await loaded;
    await when(() => root.session.language === 'fr');
    await settled();
    expect(root.session).toMatchObject({ state: 'signedIn', language: 'fr' });
    const localeCalls = server.requests.filter((request) => request.path === '/api/locale');
    expect(localeCalls).toEqual([expect.objectContaining({ method: 'POST', body: { locale: 'fr' } })]);
  });

  it('does not tell the server again when the language picked while loading is the one it remembers', async () => {
    const texts = heldTexts();
    const { root, server } = setUp('de', texts.prepareLanguage);
    const loaded = root.session.load();
    root.session.chooseLanguage('de');
    await loaded;
    await settled();
    expect(root.session).toMatchObject({ state: 'signedIn', language: 'de' });
    expect(server.requests.filter((request) => request.path === '/api/locale')).toEqual([]);
  });

  it('shows the language chosen last when an earlier choice has its texts later', async () => {
    const texts = heldTexts();
    const { root } = setUp('de', texts.prepareLanguage);
    await root.session.load();
    root.session.chooseLanguage('fr');
    root.session.chooseLanguage('de');
    texts.release('fr');
    await settled();
    expect(root.session.language).toBe('de');
  });

  it('loads the shared French and English texts on demand, German standing in until they are there', async () => {
    const i18n = createI18n('fr');
    expect(i18n.t('common.loading')).toBe(i18n.getFixedT('de')('common.loading'));
    expect(ensureLanguage('de')).toBeUndefined();
    await ensureLanguage('fr');
    expect(i18n.t('common.loading')).not.toBe(i18n.getFixedT('de')('common.loading'));
    expect(ensureLanguage('fr')).toBeUndefined();
    await ensureLanguage('en');
    expect(i18n.getFixedT('en')('app.title')).toBe('Exhibitor Service Centre');
  });
});
