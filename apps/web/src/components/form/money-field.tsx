import { useState } from 'react';
import { acceptsMoneyTyping, formatMoneyInput, parseMoneyInput } from '@platform/web-kit';
import { currentLanguage } from '../../i18n';
import { TextField, type TextFieldProps } from './text-field';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'prefix' | 'type'> & {
  /** Integer centavos; 0 shows an empty field. */
  value: number;
  onValueChange: (centavos: number) => void;
};

/**
 * The one money field of the site (deposit, withdrawal, transfers): an amount in reais as the
 * player writes it ("1" is R$ 1,00; "1.234,56" and "1234.56" both work; packages/web-kit's
 * money-input), held as integer centavos. What is typed stays as typed until the field is left,
 * then reads "1.234,56"; a keystroke that cannot lead to an amount (a letter, a third decimal) is
 * not taken.
 */
export const MoneyField = ({ value, onValueChange, onBlur, ...field }: MoneyFieldProps) => {
  const language = currentLanguage();
  const [text, setText] = useState(() => formatMoneyInput(value, language));
  const [shownValue, setShownValue] = useState(value);

  // A value set from outside (a preset amount, a form reset) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if ((parseMoneyInput(text, language) ?? 0) !== value) setText(formatMoneyInput(value, language));
  }

  return (
    <TextField
      prefix="R$"
      inputMode="decimal"
      autoComplete="off"
      placeholder={language === 'PT' ? '0,00' : '0.00'}
      {...field}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        if (!acceptsMoneyTyping(next, language)) return;
        const centavos = parseMoneyInput(next, language) ?? 0;
        setText(next);
        setShownValue(centavos);
        onValueChange(centavos);
      }}
      onBlur={(event) => {
        setText(formatMoneyInput(value, language));
        onBlur?.(event);
      }}
    />
  );
};
