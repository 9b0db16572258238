import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { PasswordSetPage_ResetDocument } from '../../generated/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

type PasswordSetPageProps = { mode: 'reset' | 'invite' };

const CREATE_FAILED = 'Error occured creating password.';

// Spec part 1 section 5.
function validate(password: string, confirmation: string): { password?: string; confirmation?: string } {
  if (!password) return { password: "Password can't be empty" };
  if (password !== confirmation) return { confirmation: 'Passwords do not match' };
  return {};
}

/** Sets a password from a reset link (/reset/:id/:token) or an invitation (/invite/:id/:token). */
export function PasswordSetPage({ mode }: PasswordSetPageProps) {
  const title = mode === 'invite' ? 'Create a password' : 'Password Reset';
  useDocumentTitle(title);
  const { id, token } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;
    try {
      const { data } = await resetPassword({ variables: { input: { person: id, token, password } } });
      const userErrors = data?.resetPassword.userErrors ?? [];
      if (userErrors.some((userError) => userError.field === 'token')) {
        setDeadLink(true);
        return;
      }
      if (!data?.resetPassword.success) {
        const passwordError = userErrors.find((userError) => userError.field === 'password');
        if (passwordError) setErrors({ password: passwordError.message });
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
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {mode === 'invite' ? 'Create password' : 'Reset password'}
        </Button>
      </Box>
    </AuthCard>
  );
}
