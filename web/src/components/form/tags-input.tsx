import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { normaliseTags } from '@ft8/contract/rules';

type TagsInputProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Every tag in use, offered as options; any other tag can be typed. */
  knownTags: readonly string[];
  label?: string;
  error?: string;
};

/** Tags as chips: pick known ones or type new ones (Enter, or leaving the field, adds one). */
export function TagsInput({ value, onChange, onBlur, knownTags, label = 'Tags', error }: TagsInputProps) {
  return (
    // Spec part 1 section 9: the field is at most 60 px high unless focused; focusing it shows every chip. The input's
    // own box is cut below (its outline reaches 5 px above it, and stays whole), not a box around the field.
    <Autocomplete
      sx={{ '&:not(:focus-within) .MuiAutocomplete-inputRoot': { maxHeight: 60, clipPath: 'inset(-8px 0 0 0)' } }}
      multiple
      freeSolo
      // A tag typed but not yet confirmed with Enter is added when the field loses focus, not lost on Save.
      autoSelect
      fullWidth
      size="small"
      options={knownTags}
      value={value}
      onChange={(_event, tags) => onChange(normaliseTags(tags))}
      onBlur={onBlur}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />)
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder="Add a tag" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

/** TagsInput bound to a form's list of tags, with that field's error (the contact and project forms, bulk edit). */
export function TagsController<T extends FieldValues>({
  control,
  name,
  knownTags,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  knownTags: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          knownTags={knownTags}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
