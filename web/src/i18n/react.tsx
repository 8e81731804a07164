import {
  cloneElement,
  createContext,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { interpolate, type TextValue, type TFunction, type Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | undefined>(undefined);

/** Gives the components below the app's texts (createI18n). */
export function TextsProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The `t` of the language shown; the component renders again when the language changes or texts are added (a
 * French reader's arrive after German is there).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation() outside <TextsProvider>');
  const t = useSyncExternalStore(translator.subscribe, translator.current, translator.current);
  return { t, i18n: translator };
}

/** `<name>inner</name>` in a text: the part that a component of `Trans` shows. */
const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with parts shown by components: `hat <task>{{task}}</task> zugewiesen` with `components={{ task: <Link /> }}`
 * shows the link with the task's name in it. Tags are found before the values go in, so a value that reads like a
 * tag (a task named `<b>`) is shown as it is; a tag without a component shows its inner text.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: Readonly<Record<string, TextValue>>;
  components?: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(interpolate(text.slice(end, match.index), values));
    const component = Object.hasOwn(components, name) ? components[name] : undefined;
    const content = interpolate(inner, values);
    parts.push(component ? cloneElement(component, { key: parts.length }, content) : content);
    end = match.index + whole.length;
  }
  parts.push(interpolate(text.slice(end), values));
  return <>{parts}</>;
}
