import { useFormContext } from 'react-hook-form';
import { DetailSection, FieldGrid } from '../detail-layout';
import type { ContactFormValues } from './contact-form-values';
import { FormText } from './form-controls';
import { TagsController } from '../../../components/form/tags-input';

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
      <TagsController control={control} name="tags" knownTags={knownTags} />
    </DetailSection>
  );
}
