import { lazyNamed } from './lazy-named';

// Every page is its own chunk: the first load carries only the shell.
export const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
export const PasswordResetRequestPage = lazyNamed(
  () => import('../features/auth/password-reset-request-page'),
  'PasswordResetRequestPage',
);
export const PasswordSetPage = lazyNamed(() => import('../features/auth/password-set-page'), 'PasswordSetPage');
export const LegalPage = lazyNamed(() => import('../features/legal/legal-page'), 'LegalPage');
export const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
export const NotFoundPage = lazyNamed(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
export const ComingSoonPage = lazyNamed(() => import('../features/coming-soon/coming-soon-page'), 'ComingSoonPage');
export const OutlookConnectPage = lazyNamed(
  () => import('../features/outlook/outlook-connect-page'),
  'OutlookConnectPage',
);
export const EmailSignaturePage = lazyNamed(
  () => import('../features/preferences/email-signature-page'),
  'EmailSignaturePage',
);
export const ContactsListPage = lazyNamed(() => import('../features/contacts/contacts-list-page'), 'ContactsListPage');
export const ContactDetailPage = lazyNamed(
  () => import('../features/contacts/contact-detail-page'),
  'ContactDetailPage',
);
// The shell is part of the first load (not a lazy chunk): signed-in pages show the top bar at once, not grey blocks.
export { AppShell } from './shell/app-shell';
