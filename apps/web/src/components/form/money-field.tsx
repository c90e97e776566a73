import { centavosFromTyping, maskedAmount } from '../../lib/money-input';
import { TextField, type TextFieldProps } from './text-field';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'prefix' | 'type'> & {
  /** Integer centavos; 0 shows an empty field. */
  value: number;
  onValueChange: (centavos: number) => void;
};

/** An amount in reais typed from the cents up (the R$ mask), held as integer centavos. */
export const MoneyField = ({ value, onValueChange, ...field }: MoneyFieldProps) => (
  <TextField
    prefix="R$"
    inputMode="numeric"
    autoComplete="off"
    placeholder="0,00"
    {...field}
    value={maskedAmount(value)}
    onChange={(event) => onValueChange(centavosFromTyping(event.target.value))}
  />
);
