import { useCallback, useState } from 'react';
import { useStudio } from '../../studio-context';
import { clamp, formatInputHundredths, parseHundredths } from './fair-math';

/**
 * A number in hundredths typed by the player (a bet in centavos, a target): the last valid value
 * is used (and shown live as it is typed); a value out of bounds is said on blur and blocks play.
 */
export const useDecimalField = (input: { initial: number; min: number; max: number }) => {
  const { min, max } = input;
  const { language } = useStudio();
  const [value, setValue] = useState(input.initial);
  const [draft, setDraft] = useState(() => formatInputHundredths(input.initial, language));
  const [showError, setShowError] = useState(false);
  const parsed = parseHundredths(draft, language);
  const valid = parsed !== null && parsed >= min && parsed <= max;

  const type = useCallback(
    (text: string) => {
      setDraft(text);
      const typed = parseHundredths(text, language);
      if (typed !== null && typed >= min && typed <= max) {
        setValue(typed);
        setShowError(false);
      }
    },
    [language, max, min],
  );

  /** Sets a value within the bounds (the next render's, when they change with it). */
  const set = useCallback(
    (next: number, bounds: { min: number; max: number } = { min, max }) => {
      const bounded = clamp(next, bounds.min, bounds.max);
      setValue(bounded);
      setDraft(formatInputHundredths(bounded, language));
      setShowError(false);
    },
    [language, max, min],
  );

  const blur = useCallback(() => {
    if (valid) setDraft(formatInputHundredths(value, language));
    else setShowError(true);
  }, [language, valid, value]);

  /** Before a bet: whether the field may be used, saying why not. */
  const check = useCallback(() => {
    if (!valid) setShowError(true);
    return valid;
  }, [valid]);

  return { value, draft, valid, showError: showError && !valid, type, set, blur, check };
};

export type DecimalField = ReturnType<typeof useDecimalField>;
