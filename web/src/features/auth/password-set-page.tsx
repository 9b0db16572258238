import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { PasswordSetPage_ResetDocument } from '../../generated/graphql';
import { applyUserErrors } from '../../lib/apply-user-errors';
import { AuthCard } from './auth-card';

type PasswordSetPageProps = { mode: 'reset' | 'invite' };

const CREATE_FAILED = 'Error occured creating password.';

type PasswordForm = { password: string; confirmation: string };

/** Sets a password from a reset link (/reset/:id/:token) or an invitation (/invite/:id/:token). */
export function PasswordSetPage({ mode }: PasswordSetPageProps) {
  const title = mode === 'invite' ? 'Create a password' : 'Password Reset';
  const { id, token } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  // Errors are checked on submit only, as before (no re-validation while typing).
  const { register, handleSubmit, setError, formState } = useForm<PasswordForm>({
    defaultValues: { password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const [deadLink, setDeadLink] = useState(false);
  const [resetPassword, { loading }] = useMutation(PasswordSetPage_ResetDocument);

  if (!id || !token) return <Navigate to="/login" replace />;

  if (deadLink) {
    return (
      <AuthCard title="Error occured">
        <Typography>The link might be dead or inactive.</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to main page
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = async ({ password }: PasswordForm) => {
    try {
      const { data } = await resetPassword({ variables: { input: { person: id, token, password } } });
      const userErrors = data?.resetPassword.userErrors ?? [];
      if (userErrors.some((userError) => userError.field === 'token')) {
        setDeadLink(true);
        return;
      }
      if (!data?.resetPassword.success) {
        applyUserErrors(userErrors, setError, ['password']);
        notify(CREATE_FAILED, 'error');
        return;
      }
      notify('Success', 'success');
      await navigate('/login', { replace: true });
    } catch (error) {
      notifyGraphQLError(notify, error, CREATE_FAILED);
    }
  };

  return (
    <AuthCard title={title}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {errors.root?.serverError && <Alert severity="error">{errors.root.serverError.message}</Alert>}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          autoFocus
          // Spec part 1 section 5.
          {...register('password', { required: "Password can't be empty" })}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...register('confirmation', {
            // Only once a password is typed: an empty one is reported on its own field alone.
            validate: (value, values) => !values.password || value === values.password || 'Passwords do not match',
          })}
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {mode === 'invite' ? 'Create password' : 'Reset password'}
        </Button>
      </Box>
    </AuthCard>
  );
}
