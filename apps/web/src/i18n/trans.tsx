import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation, type TranslationKey } from '.';
import type { TranslateValues } from './keys';
import { interpolate } from './translator';

const TAG = /<(\w+)>(.*?)<\/\1>/;

/**
 * A text with markup in it: `<terms>words</terms>` in the translation renders `components.terms`
 * with the words inside. Tags are read before the values are filled in, so a value can never
 * add markup.
 */
export const Trans = ({
  i18nKey,
  values,
  components,
}: {
  i18nKey: TranslationKey;
  values?: TranslateValues;
  components: Record<string, ReactElement>;
}) => {
  const { t } = useTranslation();
  // split() with the two groups yields text, tag name, tag content, text, …
  const parts = t(i18nKey, { count: values?.count }).split(TAG);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(interpolate(parts[index] ?? '', values));
    const name = parts[index + 1];
    if (name === undefined) continue;
    const inner = interpolate(parts[index + 2] ?? '', values);
    const component = components[name];
    nodes.push(component ? cloneElement(component, { key: index }, inner) : inner);
  }
  return nodes;
};
