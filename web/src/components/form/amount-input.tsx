import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

// Currency and percentage inputs (spec part 2 section 5): a change that would give 3 or more decimal places is
// ignored, an empty value counts as 0, and the number is shown grouped with commas, at most 2 decimals.

const AMOUNT = /^\d*(\.\d{0,2})?$/;

/** The typed text without its commas, or null when the change must be ignored (not a number, 3+ decimals). */
export function acceptAmount(text: string): string | null {
  const plain = text.replace(/,/g, '').trim();
  return AMOUNT.test(plain) ? plain : null;
}

/** '1234567.5' -> '1,234,567.5' (the decimals as typed, so '12.' and '12.50' stay while typing). */
export function groupAmount(plain: string): string {
  const [whole = '', decimals] = plain.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The amount a field's text stands for: empty is 0. */
export function amountValue(plain: string): number {
  return plain === '' ? 0 : Number(plain);
}

type AmountInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The amount as typed, without commas ('' for none). */
  value: string;
  onChange: (plain: string) => void;
  /** '£' before, or '%' after. */
  unit: '£' | '%';
};

export function AmountInput({ value, onChange, unit, slotProps, ...props }: AmountInputProps) {
  const adornment = <InputAdornment position={unit === '£' ? 'start' : 'end'}>{unit}</InputAdornment>;
  return (
    <TextField
      {...props}
      value={groupAmount(value)}
      onChange={(event) => {
        const plain = acceptAmount(event.target.value);
        if (plain !== null) onChange(plain);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal' },
        input: unit === '£' ? { startAdornment: adornment } : { endAdornment: adornment },
      }}
    />
  );
}
