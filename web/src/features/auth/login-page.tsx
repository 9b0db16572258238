import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { isCancelled } from '../../components/notifications/notify-error';
import { CurrentUser_MeDocument, LoginPage_SignInDocument } from '../../generated/graphql';
import { applyUserErrors, SERVER_ERROR } from '../../lib/apply-user-errors';
import { AuthCard } from './auth-card';

export const LOGIN_FAILED = 'Login failed. Please, check your email and password.';

type LoginForm = { email: string; password: string };

/** Sign in. On success the user lands in the cache and the route guard takes them home (or where they were going). */
export function LoginPage() {
  const { control, register, handleSubmit, setError, formState } = useForm<LoginForm>({
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const [signIn, { loading }] = useMutation(LoginPage_SignInDocument);
  // Spec part 1 section 5: both fields must be non-empty before submit.
  const canSubmit = email.trim() !== '' && password !== '' && !loading;

  const onSubmit = async (values: LoginForm) => {
    try {
      const { data } = await signIn({
        variables: { input: { email: values.email.trim(), password: values.password } },
        update: (cache, result) => {
          const user = result.data?.signIn.user;
          if (user) cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: user } });
        },
      });
      if (data?.signIn.user) return;
      // Told once, inline above the fields (a toast as well would say it twice).
      if (!applyUserErrors(data?.signIn.userErrors, setError, ['email', 'password'])) {
        setError(SERVER_ERROR, { type: 'server', message: LOGIN_FAILED });
      }
    } catch (error) {
      if (!isCancelled(error)) setError(SERVER_ERROR, { type: 'server', message: LOGIN_FAILED });
    }
  };

  const serverError = formState.errors.root?.serverError?.message;
  return (
    <AuthCard title="Log In">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Controller
          control={control}
          name="email"
          rules={{ validate: (value) => value.trim() !== '' }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              error={Boolean(fieldState.error?.message)}
              helperText={fieldState.error?.message}
              // The email is lowercased as typed (spec part 1 section 2).
              onChange={(event) => field.onChange(event.target.value.toLowerCase())}
            />
          )}
        />
        <TextField
          {...register('password', { required: true })}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={Boolean(formState.errors.password?.message)}
          helperText={formState.errors.password?.message}
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
