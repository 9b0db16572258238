import { Navigate } from 'react-router';
import type { FeatureRoute } from '../../lib/route-facts';

const passwordSet = (mode: 'reset' | 'invite') => async () => {
  const { PasswordSetPage } = await import('./password-set-page');
  return { element: <PasswordSetPage mode={mode} /> };
};

export const routes: FeatureRoute[] = [
  {
    path: 'login',
    handle: { access: 'signed-out', title: 'Log In' },
    lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
  },
  {
    path: 'password-reset',
    handle: { access: 'signed-out', title: 'Reset your Password' },
    lazy: async () => ({ Component: (await import('./password-reset-request-page')).PasswordResetRequestPage }),
  },
  { path: 'reset/:id/:token', handle: { access: 'signed-out', title: 'Password Reset' }, lazy: passwordSet('reset') },
  {
    path: 'invite/:id/:token',
    handle: { access: 'signed-out', title: 'Create a password' },
    lazy: passwordSet('invite'),
  },
  // A link without a token cannot set a password: send the visitor away.
  { path: 'reset/*', handle: { access: 'signed-out' }, element: <Navigate to="/login" replace /> },
  { path: 'invite/*', handle: { access: 'signed-out' }, element: <Navigate to="/login" replace /> },
];
