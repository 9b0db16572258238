import { blankMessage } from '@ft8/contract/rules';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { applyUserErrors, type UserError } from '../../../lib/apply-user-errors';

export type NoteFormValues = { text: string };

type NoteFormProps = {
  label: string;
  defaultText?: string;
  /** Saves the text; answers the server's userErrors (empty when saved) or null when it failed otherwise. */
  onSave: (text: string) => Promise<readonly UserError[] | null>;
  onCancel: () => void;
  /** A new note with blank text is discarded rather than refused (spec part 1 section 2). */
  discardBlank?: boolean;
};

/** The text of a note being written or edited, with Save and Cancel. */
export function NoteForm({ label, defaultText = '', onSave, onCancel, discardBlank = false }: NoteFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<NoteFormValues>({
    defaultValues: { text: defaultText },
  });
  const { errors, isSubmitting } = formState;

  const submit = async ({ text }: NoteFormValues) => {
    if (text.trim() === '') {
      if (discardBlank) onCancel();
      else setError('text', { type: 'required', message: blankMessage }, { shouldFocus: true });
      return;
    }
    const userErrors = await onSave(text);
    if (userErrors && userErrors.length > 0) applyUserErrors(userErrors, setError, ['text']);
  };

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextField
        label={label}
        multiline
        autoFocus
        size="small"
        // Spec part 1 section 9: the note field shows at most 50 px before it scrolls.
        slotProps={{ htmlInput: { style: { maxHeight: 50, overflowY: 'auto' } } }}
        error={Boolean(errors.text ?? errors.root?.serverError)}
        helperText={errors.text?.message ?? errors.root?.serverError?.message}
        {...register('text')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button size="small" variant="contained" type="submit" disabled={isSubmitting}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
