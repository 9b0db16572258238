import {
  findSearchField,
  searchOpLabel,
  subcategoryField,
  subcategoryModeLabels,
  subcategoryModes,
  type SearchRowType,
  type SearchType,
} from '@ft8/contract/search-fields';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { SearchLookups } from './search-lookups';
import {
  conditionOf,
  fieldsOf,
  rowTypesOf,
  withCondition,
  withField,
  withRowType,
  withValues,
  type QueryRow,
} from './search-rows';
import { takesOneValue, ValuePicker } from './value-picker';

type PickerProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder: string;
};

function Picker({ label, value, options, onChange, disabled, placeholder }: PickerProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      value={options.some((option) => option.value === value) ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 190, flexShrink: 0 }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        select: {
          displayEmpty: true,
          renderValue: (chosen) =>
            options.find((option) => option.value === chosen)?.label ?? (
              <span style={{ opacity: 0.6 }}>{placeholder}</span>
            ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type QueryRowEditorProps = {
  searchType: SearchType;
  row: QueryRow;
  /** 'row 2', 'row 2, sub-row 1': the pickers' names for screen readers. */
  name: string;
  lookups: SearchLookups;
  onChange: (row: QueryRow) => void;
  /** Absent when the row may not be deleted (the client class of a Client). */
  onDelete?: () => void;
  /** Adds another capital-provider sub-row (on those sub-rows). */
  onAddSibling?: () => void;
};

/** One query row: pickers for type, field, condition and value (spec part 2 "Advanced search"). */
export function QueryRowEditor({
  searchType,
  row,
  name,
  lookups,
  onChange,
  onDelete,
  onAddSibling,
}: QueryRowEditorProps) {
  const isSubcategory = row.field === subcategoryField;
  const field = isSubcategory ? null : (findSearchField(searchType, row.field) ?? null);
  // A sub-row's kind fixes its type (and a client class or subcategory sub-row its field).
  const fixedType = row.subRowKind !== undefined;
  const fixedField = row.subRowKind === 'clientClass' || row.subRowKind === 'subcategory';
  const typeOptions = rowTypesOf(searchType).map((type) => ({ value: type, label: type }));
  const fieldOptions = isSubcategory
    ? [{ value: subcategoryField, label: 'Subcategory' }]
    : fieldsOf(searchType, row.type).map((candidate) => ({ value: candidate.name, label: candidate.label }));
  const conditionOptions = isSubcategory
    ? subcategoryModes.map((mode) => ({ value: mode, label: subcategoryModeLabels[mode] }))
    : (field?.ops ?? []).flatMap((op) =>
        [false, true].map((negated) => ({
          value: conditionOf(op, negated),
          label: searchOpLabel(field!, op, negated),
        })),
      );
  const options = isSubcategory ? lookups.subcategoriesOf(row.category) : lookups.options(field?.lookup);

  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={name}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Picker
        label={`Type of ${name}`}
        placeholder="Select Type"
        value={row.type}
        options={typeOptions}
        disabled={fixedType}
        onChange={(type) => onChange(withRowType(row, type as SearchRowType))}
      />
      <Picker
        label={`Field of ${name}`}
        placeholder="Select Field"
        value={row.field}
        options={fieldOptions}
        disabled={fixedField || !row.type}
        onChange={(value) => onChange(withField(searchType, row, value))}
      />
      <Picker
        label={`Condition of ${name}`}
        placeholder="Select Condition"
        value={row.condition}
        options={conditionOptions}
        disabled={!row.field}
        onChange={(value) => onChange(withCondition(row, value, !isSubcategory && takesOneValue(value)))}
      />
      <ValuePicker
        key={`${row.field}:${takesOneValue(row.condition)}`}
        field={field}
        condition={row.condition}
        values={row.values}
        options={options}
        label={`Value of ${name}`}
        onChange={(values) => onChange(withValues(row, values))}
      />
      {onAddSibling && (
        <Tooltip title="Add a criterion">
          <IconButton size="small" aria-label={`Add a criterion after ${name}`} onClick={onAddSibling}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete ? (
        <IconButton size="small" aria-label={`Delete ${name}`} onClick={onDelete}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      ) : (
        // Keeps the rows' pickers in line.
        <span style={{ width: 34 }} />
      )}
    </Stack>
  );
}
