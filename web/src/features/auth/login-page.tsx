import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { isCancelled } from '../../components/notifications/notify-error';
import { CurrentUser_MeDocument, LoginPage_SignInDocument } from '../../generated/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

export const LOGIN_FAILED = 'Login failed. Please, check your email and password.';

/** Sign in. On success the user lands in the cache and the route guard takes them home (or where they were going). */
export function LoginPage() {
  useDocumentTitle('Log In');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [signIn, { loading }] = useMutation(LoginPage_SignInDocument);
  // Spec part 1 section 5: both fields must be non-empty before submit.
  const canSubmit = email.trim() !== '' && password !== '' && !loading;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setFailed(false);
    try {
      const { data } = await signIn({
        variables: { input: { email: email.trim(), password } },
        update: (cache, result) => {
          const user = result.data?.signIn.user;
          if (user) cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: user } });
        },
      });
      // Told once, inline above the fields (a toast as well would say it twice).
      if (!data?.signIn.user) setFailed(true);
    } catch (error) {
      if (!isCancelled(error)) setFailed(true);
    }
  };

  return (
    <AuthCard title="Log In">
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        {failed && <Alert severity="error">{LOGIN_FAILED}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          value={email}
          // The email is lowercased as typed (spec part 1 section 2).
          onChange={(event) => setEmail(event.target.value.toLowerCase())}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link component={RouterLink} to="/password-reset" variant="body2" sx={{ justifySelf: 'start' }}>
          Forgot your password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
          Log In
        </Button>
      </Box>
    </AuthCard>
  );
}
