import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { DetailSection, FieldGrid } from '../detail-layout';
import type { ContactFormValues } from './contact-form-values';
import { FormText } from './form-controls';

export function PersonalFields() {
  return (
    <DetailSection title="Personal">
      <FieldGrid>
        <FormText name="birthday" label="Birthday" type="date" />
        <FormText name="nickname" label="Nickname" />
        <FormText name="spouse" label="Spouse" />
        <FormText name="bio" label="Bio" wide multiline />
      </FieldGrid>
    </DetailSection>
  );
}

/** Tags: pick known ones or type new ones; lowercased and deduplicated as they are added (spec section 5). */
export function TagsField({ knownTags }: { knownTags: readonly string[] }) {
  const { control } = useFormContext<ContactFormValues>();
  return (
    <DetailSection title="Tags">
      <Controller
        name="tags"
        control={control}
        render={({ field }) => (
          <Autocomplete
            multiple
            freeSolo
            size="small"
            options={knownTags}
            value={field.value}
            onChange={(_event, value) =>
              field.onChange([...new Set(value.map((tag) => tag.trim().toLowerCase()).filter(Boolean))])
            }
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />)
            }
            renderInput={(params) => <TextField {...params} label="Tags" placeholder="Add a tag" />}
          />
        )}
      />
    </DetailSection>
  );
}
