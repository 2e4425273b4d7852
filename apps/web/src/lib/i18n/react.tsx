import {
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useSyncExternalStore,
} from 'react';
import type { I18n, TFunction, TOptions } from './core';

export interface TransProps {
  i18nKey: string;
  ns?: string;
  /** Elements for the named tags of the text: `<terms>…</terms>` renders `components.terms`. */
  components?: Record<string, ReactElement>;
  values?: TOptions;
}

const TAG = /<(\/?)([A-Za-z0-9_]+)\s*(\/?)>/g;

/** Turns `a <b>c</b> d` into nodes, each named tag the matching element with its content. */
export function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const root: ReactNode[] = [];
  const stack: { name: string; children: ReactNode[] }[] = [];
  let current = root;
  let last = 0;
  let key = 0;
  const place = (name: string, children: ReactNode[]) => {
    const element = components[name];
    const parent = stack.length > 0 ? stack[stack.length - 1].children : root;
    parent.push(
      isValidElement(element) ? (
        cloneElement(element, { key: key++ }, ...(children.length > 0 ? children : []))
      ) : (
        <Fragment key={key++}>{children}</Fragment>
      ),
    );
  };
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match;
    if (match.index > last) current.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (selfClosing) {
      place(name, []);
    } else if (!closing) {
      stack.push({ name, children: [] });
      current = stack[stack.length - 1].children;
    } else if (stack.length > 0 && stack[stack.length - 1].name === name) {
      const open = stack.pop() as { name: string; children: ReactNode[] };
      current = stack.length > 0 ? stack[stack.length - 1].children : root;
      place(open.name, open.children);
    } else {
      current.push(whole);
    }
  }
  if (last < text.length) current.push(text.slice(last));
  return root;
}

/**
 * The translate function of the current language for `ns` (default: the default namespace; a
 * list looks in each in turn). Suspends until those namespaces of the current language are
 * loaded; re-renders after every language switch.
 */
export function useTranslationOf(
  i18n: I18n,
  ns?: string | readonly string[],
): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const namespaces = ns ?? i18n.defaultNamespace;
  if (!i18n.hasLoaded(namespaces, language)) throw i18n.loadNamespaces(namespaces, language);
  return { t: i18n.getFixedT(language, namespaces), i18n };
}

/** A translated text with elements inside it (links in a sentence). */
export function TransOf({
  i18n,
  i18nKey,
  ns,
  components = {},
  values,
}: TransProps & { i18n: I18n }) {
  const { t } = useTranslationOf(i18n, ns);
  return <>{renderTags(t(i18nKey, values), components)}</>;
}
