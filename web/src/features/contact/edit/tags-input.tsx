import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

type TagsInputProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Every tag in use, offered as options; any other tag can be typed. */
  knownTags: readonly string[];
  label?: string;
  error?: string;
};

/** Tags lowercased and deduplicated as they are added (spec section 3: a lowercased list). */
const normalizeTags = (tags: string[]) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];

/** Tags as chips: pick known ones or type new ones (Enter, or leaving the field, adds one). */
export function TagsInput({ value, onChange, onBlur, knownTags, label = 'Tags', error }: TagsInputProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      // A tag typed but not yet confirmed with Enter is added when the field loses focus, not lost on Save.
      autoSelect
      fullWidth
      size="small"
      options={knownTags}
      value={value}
      onChange={(_event, tags) => onChange(normalizeTags(tags))}
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
