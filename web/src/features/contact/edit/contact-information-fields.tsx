import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ContactForm_LookupsQuery, ProfileType } from '../../../generated/graphql';
import { DetailSection, FieldGrid } from '../detail-layout';
import { PROFILE_TYPE_LABELS } from '../../../components/lists/person-labels';
import { REQUIRED, type ContactFormValues } from './contact-form-values';
import { FormMultiSelect, FormSelect, FormText } from './form-controls';

type Lookups = ContactForm_LookupsQuery['lookups'];

const required = { validate: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? REQUIRED : true) };

/** Contact Information in edit mode: names, user type, lookups, company (spec part 1 sections 3 and 5). */
export function ContactInformationFields({ lookups, isAdmin }: { lookups: Lookups; isAdmin: boolean }) {
  const { control } = useFormContext<ContactFormValues>();
  const [profileType, categories] = useWatch({ control, name: ['profileType', 'categories'] });
  // Only admins can choose the Admin user type; an admin contact keeps showing it for others.
  const types = (Object.keys(PROFILE_TYPE_LABELS) as ProfileType[])
    .filter((type) => isAdmin || type !== 'ADMIN' || profileType === 'ADMIN')
    .map((type) => ({ id: type, name: PROFILE_TYPE_LABELS[type] }));
  const subcategories = lookups.subcategories.filter((item) => categories.includes(item.categoryId));
  const isClient = profileType === 'CLIENT';
  return (
    <DetailSection title="Contact Information">
      <FieldGrid>
        <FormSelect name="title" label="Title" options={lookups.titles} />
        <FormText name="firstName" label="First Name" required rules={required} />
        <FormText name="middleName" label="Middle Name" />
        <FormText name="lastName" label="Last Name" required rules={required} />
        <FormText name="suffix" label="Suffix" />
        <FormSelect name="profileType" label="User Type" options={types} required rules={required} />
        {isClient ? (
          <FormSelect name="clientClass" label="Client Class" options={lookups.clientClasses} />
        ) : (
          <>
            <FormMultiSelect name="categories" label="Contact Category" options={lookups.categories} />
            {/* Spec section 5: Subcategory shows only when the chosen categories have subcategories. */}
            {subcategories.length > 0 && (
              <FormMultiSelect name="subcategories" label="Subcategory" options={subcategories} />
            )}
          </>
        )}
        <FormMultiSelect name="useClasses" label="Use Class" options={lookups.useClassTypes} />
        <FormMultiSelect name="locations" label="Locations" options={lookups.locationTypes} />
        <FormText name="jobTitle" label="Job Title" />
        <FormText name="company" label="Company" required rules={required} />
        <FormText name="department" label="Department" />
        <FormText name="website" label="Website" />
        <FormText name="previousCompany" label="Previous Company" />
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Typography variant="caption" color="text.secondary" component="div" id="rating-label">
            Rating
          </Typography>
          <Controller
            name="rating"
            control={control}
            render={({ field }) => (
              <Rating
                max={3}
                value={field.value}
                aria-labelledby="rating-label"
                onChange={(_event, value) => field.onChange(value ?? 0)}
              />
            )}
          />
        </Grid>
        <FormSelect name="legalStatus" label="Legal Status" options={lookups.legalStatuses} />
      </FieldGrid>
    </DetailSection>
  );
}
