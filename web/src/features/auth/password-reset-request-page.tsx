import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PasswordResetRequestPage_RequestDocument } from '../../generated/graphql';
import { AuthCard } from './auth-card';

/** Asks for a reset link. Every outcome shows 'Email sent', so the page never reveals which emails have accounts. */
export function PasswordResetRequestPage() {
  const { control, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(PasswordResetRequestPage_RequestDocument);

  // userErrors are deliberately not shown: any of them would reveal whether the email has an account.
  const onSubmit = async (values: { email: string }) => {
    const address = values.email.trim();
    try {
      await requestReset({ variables: { input: { email: address } } });
    } catch (error) {
      console.warn('Password reset request failed:', error);
    }
    setSentTo(address);
  };

  if (sentTo) {
    return (
      <AuthCard title="Email sent">
        <Typography>Check your {sentTo} inbox for instructions from us on how to reset your password.</Typography>
        <Button component={RouterLink} to="/login" variant="outlined">
          Back to Log In
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your Password">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Controller
          control={control}
          name="email"
          rules={{ validate: (value) => value.trim() !== '' }}
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              onChange={(event) => field.onChange(event.target.value.toLowerCase())}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={!email.trim() || loading}>
          Get reset link
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'start' }}>
          Back to Log In
        </Link>
      </Box>
    </AuthCard>
  );
}
