/** The plural forms the resources spell out; every other form (e.g. "many") falls back to `_other`. */
type PluralForm = 'one' | 'other';

/** A text in two forms, `x_one` and `x_other`, is one key `x` chosen by `count`. */
type Leaf<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type PluralLeaf<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : never;

type Paths<T, Plural extends boolean> = {
  [K in keyof T & string]: T[K] extends string
    ? Plural extends true
      ? PluralLeaf<K>
      : Leaf<K>
    : `${K}.${Paths<T[K], Plural>}`;
}[keyof T & string];

/** Every dotted path to a text of the resources `R` ("header.login"), plural pairs as one key. */
export type TranslationKey<R> = Paths<R, false>;

/** The keys whose text depends on `count` (they have `_one` and `_other` forms). */
export type PluralKey<R> = Paths<R, true>;

/** Values for the `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, unknown>>;

/**
 * Translates a key of `R` in the current language. A plural key needs `count`; a key built from a
 * template literal is checked as the union of the keys it can produce.
 */
export type TFunction<R> = <K extends TranslationKey<R>>(
  key: K,
  ...values: K extends PluralKey<R> ? [TranslateValues & { readonly count: number }] : [TranslateValues?]
) => string;
