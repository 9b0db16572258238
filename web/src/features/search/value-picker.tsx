import { useQuery } from '@apollo/client/react';
import { singleValueOps, type SearchField } from '@ft8/contract/search-fields';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { PeoplePicker } from '../../components/form/people-picker';
import type { PickedPerson } from '../../components/form/person-picker';
import { SearchValue_PeopleDocument } from '../../generated/graphql';
import type { LookupOption } from './search-lookups';
import { parseCondition } from './search-rows';

/** Spec part 2 "Advanced search": the value picker's default placeholder. */
export const VALUE_PLACEHOLDER = 'Select Value';

type ValuePickerProps = {
  /** The row's field; null for a subcategory sub-row (its options are given). */
  field: SearchField | null;
  condition: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The lookup options (the field's list, or the category's subcategories). */
  options: readonly LookupOption[];
  /** The row's name for screen readers: 'Value of row 2'. */
  label: string;
};

/** Whether the row's condition takes one value (`is`, `contains`, `greater than`, ...) or a list. */
export function takesOneValue(condition: string): boolean {
  const parsed = parseCondition(condition);
  return Boolean(parsed && singleValueOps.includes(parsed.op));
}

const BOOLEAN_OPTIONS = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];

/** The value picker of a query row, by the field's kind: lookups, people, numbers, dates, yes/no and text. */
export function ValuePicker({ field, condition, values, onChange, options, label }: ValuePickerProps) {
  const kind = field?.kind ?? 'lookup';
  const one = field ? takesOneValue(condition) : false;
  const disabled = !condition;
  const common = {
    size: 'small' as const,
    fullWidth: false,
    placeholder: VALUE_PLACEHOLDER,
    disabled,
    sx: { minWidth: 220, flex: '1 1 220px' },
  };

  if (kind === 'number' || kind === 'date' || kind === 'text') {
    return (
      <TextField
        {...common}
        type={kind === 'text' ? 'text' : kind}
        value={values[0] ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? [] : [event.target.value])}
        slotProps={{
          htmlInput: { 'aria-label': label, ...(kind === 'number' ? { step: 'any', inputMode: 'decimal' } : {}) },
          inputLabel: { shrink: true },
        }}
      />
    );
  }
  if (kind === 'boolean') {
    return (
      <TextField
        {...common}
        select
        value={values[0] ?? ''}
        onChange={(event) => onChange([event.target.value])}
        slotProps={{
          htmlInput: { 'aria-label': label },
          select: {
            displayEmpty: true,
            renderValue: (value) =>
              BOOLEAN_OPTIONS.find((option) => option.id === value)?.name ?? (
                <span style={{ opacity: 0.6 }}>{VALUE_PLACEHOLDER}</span>
              ),
          },
        }}
      >
        {BOOLEAN_OPTIONS.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (kind === 'person') {
    return <PersonValues values={values} one={one} onChange={onChange} label={label} disabled={disabled} />;
  }
  return (
    <LookupValues options={options} values={values} one={one} onChange={onChange} label={label} disabled={disabled} />
  );
}

type ListProps = {
  values: string[];
  one: boolean;
  onChange: (values: string[]) => void;
  label: string;
  disabled: boolean;
};

function LookupValues({
  options,
  values,
  one,
  onChange,
  label,
  disabled,
}: ListProps & { options: readonly LookupOption[] }) {
  const picked = useMemo(
    () => values.map((id) => options.find((option) => option.id === id) ?? { id, name: `#${id}` }),
    [options, values],
  );
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      placeholder={picked.length ? undefined : VALUE_PLACEHOLDER}
      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
    />
  );
  if (one) {
    return (
      <Autocomplete
        size="small"
        sx={{ minWidth: 220, flex: '1 1 220px' }}
        disabled={disabled}
        options={options}
        value={picked[0] ?? null}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, option) => onChange(option ? [option.id] : [])}
        renderInput={input}
      />
    );
  }
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 220, flex: '1 1 220px' }}
      disabled={disabled}
      options={options}
      value={picked}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={input}
    />
  );
}

/** People by name (700 ms after typing, 20 at most); a reopened search's ids get their names. */
function PersonValues({ values, one, onChange, label, disabled }: ListProps) {
  // Names of the people picked here; only ids the row came with (a reopened search) are asked for.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [startIds] = useState(() => values);
  const { data } = useQuery(SearchValue_PeopleDocument, {
    variables: { ids: startIds, first: Math.max(startIds.length, 1) },
    skip: startIds.length === 0,
  });
  const names = new Map((data?.people.nodes ?? []).map((person) => [person.id, person.fullName]));
  const people: PickedPerson[] = values.map((id) => ({ id, fullName: picked[id] ?? names.get(id) ?? `#${id}` }));
  return (
    <div style={{ minWidth: 220, flex: 1 }}>
      <PeoplePicker
        label={label}
        value={people}
        disabled={disabled}
        onChange={(chosen) => {
          setPicked((known) => ({
            ...known,
            ...Object.fromEntries(chosen.map((person) => [person.id, person.fullName])),
          }));
          onChange((one ? chosen.slice(-1) : chosen).map((person) => person.id));
        }}
      />
    </div>
  );
}
