import { blankMessage } from '@ft8/contract/rules';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { Attachments } from '../../components/attachments/attachments';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { uploadPublicImage } from '../../components/rich-text/upload-image';
import {
  EmailManagement_DeleteTemplatesDocument,
  TemplateEditor_DeleteFileDocument,
  TemplateEditor_TemplateDocument,
  TemplateEditor_UpdateTemplateDocument,
  type TemplateEditor_TemplateQuery,
} from '../../generated/graphql';
import { applyUserErrors } from '../../lib/apply-user-errors';
import { useDocumentTitle } from '../../lib/use-document-title';

const TEMPLATES = '/email-management/templates';
/** Spec section 8: the template save's success message. */
export const TEMPLATE_CHANGED = 'An email template was changed.';

type Template = NonNullable<TemplateEditor_TemplateQuery['template']>;
type TemplateForm = { name: string; subject: string; body: string; isCompany: boolean };

/** /email-management/templates/{id}: a non-integer id goes to the list, as does a template that fails to load. */
export function TemplateEditorPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <Navigate to={TEMPLATES} replace />;
  return <LoadedTemplate id={id} />;
}

function LoadedTemplate({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(TemplateEditor_TemplateDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  // Spec section 8: a failed template load is only logged, and returns to the list.
  useEffect(() => {
    if (error) console.error('Failed to load the template', error);
  }, [error]);
  if (error || (!loading && !data?.template)) return <Navigate to={TEMPLATES} replace />;
  if (!data?.template) {
    return (
      <Stack sx={{ p: 3 }} spacing={2} aria-busy="true">
        <Skeleton width={240} height={40} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }
  return <TemplateEditor key={data.template.id} template={data.template} onFilesChanged={() => refetch()} />;
}

function TemplateEditor({ template, onFilesChanged }: { template: Template; onFilesChanged: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [update] = useMutation(TemplateEditor_UpdateTemplateDocument);
  const [removeFile] = useMutation(TemplateEditor_DeleteFileDocument);
  const [deleteTemplates, { loading: deleting }] = useMutation(EmailManagement_DeleteTemplatesDocument);
  const form = useForm<TemplateForm>({
    defaultValues: {
      name: template.name,
      subject: template.subject,
      body: template.body,
      isCompany: template.isCompany,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const title = template.name || 'New Template';
  useDocumentTitle(title);

  const handleSave = form.handleSubmit(async (values) => {
    try {
      const { data } = await update({ variables: { input: { id: template.id, ...values } } });
      const payload = data?.updateTemplate;
      if (!payload?.template) {
        applyUserErrors(payload?.userErrors, form.setError, ['name', 'subject', 'body', 'isCompany']);
        return;
      }
      form.reset(values);
      notify(TEMPLATE_CHANGED, 'success');
    } catch (saveError) {
      notifyGraphQLError(notify, saveError, 'Failed');
    }
  });

  const handleDelete = async () => {
    try {
      await deleteTemplates({ variables: { ids: [template.id] } });
      void navigate(TEMPLATES);
    } catch (deleteError) {
      notifyGraphQLError(notify, deleteError, 'Failed');
      setConfirming(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void handleSave(event)}
      sx={{ p: 3, maxWidth: 960 }}
      spacing={2}
    >
      <div>
        <Button component={RouterLink} to={TEMPLATES} startIcon={<ArrowBackIcon />}>
          Templates
        </Button>
      </div>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {errors.root?.serverError && <Alert severity="error">{errors.root.serverError.message}</Alert>}
      <Controller
        name="isCompany"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            label="Company email"
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
          />
        )}
      />
      <TextField
        label="Template Name*"
        {...form.register('name', { validate: (value) => value.trim() !== '' || blankMessage })}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Subject" {...form.register('subject')} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <Controller
        name="body"
        control={form.control}
        render={({ field }) => (
          <RichTextEditor
            label="Body"
            initialHtml={template.body}
            onChange={field.onChange}
            uploadImage={uploadPublicImage}
          />
        )}
      />
      <Attachments
        owner="templates"
        ownerId={template.id}
        files={template.files}
        onChanged={onFilesChanged}
        remove={async (id) => Boolean((await removeFile({ variables: { id } })).data?.deleteTemplateFile.deletedId)}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save Template
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Delete Template
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Confirm Delete"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      >
        Are you sure you want to delete this template?
      </ConfirmDialog>
    </Stack>
  );
}
