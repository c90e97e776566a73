import type { TFunction, TranslateValues } from './keys';

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/**
 * Fills `{{name}}` placeholders. Values are not HTML-escaped: React escapes what it renders. A
 * placeholder without a value stays as written, so a forgotten value shows instead of vanishing.
 */
export const interpolate = (text: string, values: TranslateValues | undefined) =>
  values
    ? text.replace(PLACEHOLDER, (placeholder, name: string) => {
        const value = Object.hasOwn(values, name) ? values[name] : undefined;
        return value === undefined ? placeholder : String(value ?? '');
      })
    : text;

const textAt = (resources: unknown, path: string) => {
  let node = resources;
  for (const part of path.split('.'))
    node =
      typeof node === 'object' && node !== null && Object.hasOwn(node, part)
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * The interface's texts: resources per language, the current language and who to tell when it
 * changes. A key missing in the current language shows the fallback language's text, then the
 * key itself. Framework-free, so code outside React translates with the same `t`.
 */
export const createTranslator = <L extends string, R>({
  fallback,
  locale,
}: {
  /** The language whose resources are complete and always loaded. */
  fallback: L;
  /** The BCP 47 tag whose plural rules a language follows. */
  locale: (language: L) => string;
}) => {
  const resources = new Map<L, R>();
  const pluralRules = new Map<L, Intl.PluralRules>();
  const listeners = new Set<() => void>();
  let language = fallback;

  const pluralForm = (of: L, count: number) => {
    let rules = pluralRules.get(of);
    if (!rules) pluralRules.set(of, (rules = new Intl.PluralRules(locale(of))));
    return rules.select(count);
  };

  const textIn = (of: L, key: string, count: unknown) => {
    const bundle = resources.get(of);
    const plural =
      typeof count === 'number'
        ? (textAt(bundle, `${key}_${pluralForm(of, count)}`) ?? textAt(bundle, `${key}_other`))
        : undefined;
    return plural ?? textAt(bundle, key);
  };

  const translate = (key: string, values?: TranslateValues) =>
    interpolate(textIn(language, key, values?.count) ?? textIn(fallback, key, values?.count) ?? key, values);

  const t = translate as TFunction<R>;
  // A new function after every change: React sees a new snapshot, and memos that depend on `t`
  // recompute, as they would with a language-bound `t`.
  let current = t;
  const changed = () => {
    current = ((key: string, values?: TranslateValues) => translate(key, values)) as TFunction<R>;
    for (const listener of listeners) listener();
  };

  return {
    t,
    get language() {
      return language;
    },
    changeLanguage: (next: L) => {
      if (next === language) return;
      language = next;
      changed();
    },
    addResources: (of: L, bundle: R) => {
      resources.set(of, bundle);
      changed();
    },
    hasResources: (of: L) => resources.has(of),
    removeResources: (of: L) => {
      resources.delete(of);
      changed();
    },
    /** For useSyncExternalStore: `listener` runs after every change of language or resources. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A `t` that is a new function after each change (useSyncExternalStore's snapshot). */
    snapshot: () => current,
  };
};

export type Translator<L extends string, R> = ReturnType<typeof createTranslator<L, R>>;
