/**
 * A small translator with the parts of i18next the app uses: namespaces loaded on demand per
 * language, `ns:key` prefixes, nested keys with dots, plurals by `Intl.PluralRules` (`_one`,
 * `_other`…), `{{name}}` interpolation (not HTML-escaped: React escapes), `defaultValue`, and a
 * language switch that loads every namespace loaded so far before it takes effect.
 */

/** One namespace of one language: nested objects of strings. */
export interface Resources {
  [key: string]: string | Resources;
}

/** Options of `t`; every other property is a value for `{{name}}`. */
export interface TOptions {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  lng?: string;
  replace?: Record<string, unknown>;
  [value: string]: unknown;
}

/** A translate function; the type parameter (the namespace it is bound to) is documentation. */
export type TFunction<_Namespace extends string | readonly string[] = string> = (
  key: string,
  options?: TOptions,
) => string;

export type Loader = (language: string, namespace: string) => Promise<Resources>;

export interface I18nOptions {
  language: string;
  /** Loads one namespace of one language (a rejection leaves it empty: keys show). */
  load?: Loader;
  /** Resources available from the start, by language then namespace. */
  resources?: Record<string, Record<string, Resources>>;
  /** The namespace of a bare key when none is named (default `common`). */
  defaultNamespace?: string;
  /** Namespaces that exist, so that `name:key` is read as a prefix before `name` is loaded. */
  namespaces?: readonly string[];
}

type LanguageListener = (language: string) => void;

export interface I18n {
  readonly language: string;
  readonly defaultNamespace: string;
  /** Translates in the current language, the default namespace first. */
  t: TFunction;
  /** A translate function for one language and namespaces, the same function for the same pair. */
  getFixedT(language: string, ns?: string | readonly string[]): TFunction;
  /** Whether every one of `namespaces` of `language` (default: current) has loaded or failed. */
  hasLoaded(namespaces: string | readonly string[], language?: string): boolean;
  /** Loads namespaces of `language` (default: current); resolves at once for those loaded. */
  loadNamespaces(namespaces: string | readonly string[], language?: string): Promise<void>;
  /** Loads every namespace loaded so far in `language`, then switches and notifies. */
  changeLanguage(language: string): Promise<void>;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
  /** For `useSyncExternalStore`: called after every language switch. */
  subscribe(listener: () => void): () => void;
}

const toList = (ns: string | readonly string[]): readonly string[] =>
  typeof ns === 'string' ? [ns] : ns;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(resources: Resources | undefined, key: string): string | undefined {
  if (!resources) return undefined;
  let node: string | Resources | undefined = resources;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  if (typeof node === 'string') return node;
  const flat = resources[key];
  return typeof flat === 'string' ? flat : undefined;
}

function placeholderValue(options: TOptions, name: string): unknown {
  const own = Object.hasOwn(options, name) ? options[name] : options.replace?.[name];
  if (own !== undefined || !name.includes('.')) return own;
  let node: unknown = options.replace ?? options;
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Replaces `{{name}}` by its value; a missing value leaves the placeholder, null gives ''. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (placeholder, name: string) => {
    const value = placeholderValue(options, name);
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

export function createI18n(options: I18nOptions): I18n {
  const defaultNamespace = options.defaultNamespace ?? 'common';
  const store = new Map<string, Resources>();
  const pending = new Map<string, Promise<void>>();
  const known = new Set<string>(options.namespaces ?? []);
  const languageListeners = new Set<LanguageListener>();
  const subscribers = new Set<() => void>();
  const fixed = new Map<string, TFunction>();
  let language = options.language;
  let requestedLanguage = language;

  for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
    for (const [ns, resources] of Object.entries(namespaces)) {
      store.set(`${lng}|${ns}`, resources);
      known.add(ns);
    }
  }

  function loadOne(lng: string, ns: string): Promise<void> {
    const id = `${lng}|${ns}`;
    known.add(ns);
    if (store.has(id)) return Promise.resolve();
    let promise = pending.get(id);
    if (promise) return promise;
    const load = options.load;
    const attempt = () =>
      load ? load(lng, ns) : Promise.reject(new Error('no loader configured'));
    promise = attempt()
      // One retry: a chunk request may fail once on a flaky network.
      .catch(attempt)
      .then(
        (resources) => {
          store.set(id, resources);
        },
        (error: unknown) => {
          console.warn(`i18n: could not load ${lng}/${ns}`, error);
          store.set(id, {});
        },
      )
      .finally(() => pending.delete(id));
    pending.set(id, promise);
    return promise;
  }

  function translate(
    lng: string,
    namespaces: readonly string[],
    fullKey: string,
    opts?: TOptions,
  ): string {
    const useLanguage = opts?.lng ?? lng;
    let key = fullKey;
    let inNamespaces = opts?.ns ? toList(opts.ns) : namespaces;
    const colon = key.indexOf(':');
    if (colon > 0 && known.has(key.slice(0, colon))) {
      inNamespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    const count = opts?.count;
    const candidates: string[] = [];
    if (typeof count === 'number') {
      if (count === 0) candidates.push(`${key}_zero`);
      candidates.push(`${key}_${pluralForm(useLanguage, count)}`, `${key}_other`);
    }
    candidates.push(key);
    for (const ns of inNamespaces) {
      const resources = store.get(`${useLanguage}|${ns}`);
      for (const candidate of candidates) {
        const found = lookup(resources, candidate);
        if (found !== undefined) return interpolate(found, opts);
      }
    }
    return opts?.defaultValue !== undefined ? interpolate(opts.defaultValue, opts) : key;
  }

  const i18n: I18n = {
    get language() {
      return language;
    },
    defaultNamespace,
    t: (key, opts) => translate(language, [defaultNamespace], key, opts),
    getFixedT(lng, ns = defaultNamespace) {
      const namespaces = toList(ns);
      const id = `${lng}|${namespaces.join(',')}`;
      let t = fixed.get(id);
      if (!t) {
        t = (key, opts) => translate(lng, namespaces, key, opts);
        fixed.set(id, t);
      }
      return t;
    },
    hasLoaded(namespaces, lng = language) {
      return toList(namespaces).every((ns) => store.has(`${lng}|${ns}`));
    },
    loadNamespaces(namespaces, lng = language) {
      return Promise.all(toList(namespaces).map((ns) => loadOne(lng, ns))).then(() => {});
    },
    async changeLanguage(lng) {
      requestedLanguage = lng;
      const loaded = new Set<string>();
      for (const id of [...store.keys(), ...pending.keys()]) loaded.add(id.split('|')[1]);
      await i18n.loadNamespaces([...loaded], lng);
      // A later switch asked while this one loaded wins.
      if (requestedLanguage !== lng || language === lng) return;
      language = lng;
      for (const listener of languageListeners) listener(lng);
      for (const subscriber of subscribers) subscriber();
    },
    on(_event, listener) {
      languageListeners.add(listener);
    },
    off(_event, listener) {
      languageListeners.delete(listener);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
  return i18n;
}
