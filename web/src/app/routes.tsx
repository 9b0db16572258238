import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { NotFoundRoute } from './not-found-route';
import { isAdmin, isStaffUser, RequireAccess, RequireAuth, SignedOutOnly } from './guards';
import * as Pages from './pages';

// Old links: /people/... is now /contacts/..., keeping the rest of the path and the query (spec part 1 section 2).
function PeopleRedirect() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/contacts${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
}

const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  element: <Pages.ComingSoonPage title={title} />,
});

const staffOnly: RouteObject = { element: <RequireAccess allow={isStaffUser} /> };
const adminOnly: RouteObject = { element: <RequireAccess allow={isAdmin} /> };

export const routes: RouteObject[] = [
  {
    element: <SignedOutOnly />,
    children: [
      { path: 'login', element: <Pages.LoginPage /> },
      { path: 'password-reset', element: <Pages.PasswordResetRequestPage /> },
      { path: 'reset/:id/:token', element: <Pages.PasswordSetPage mode="reset" /> },
      { path: 'invite/:id/:token', element: <Pages.PasswordSetPage mode="invite" /> },
      // A link without a token cannot set a password: send the visitor away.
      { path: 'reset/*', element: <Navigate to="/login" replace /> },
      { path: 'invite/*', element: <Navigate to="/login" replace /> },
    ],
  },
  { path: 'privacy-policy', element: <Pages.LegalPage kind="privacy" /> },
  { path: 'cookie-policy', element: <Pages.LegalPage kind="cookies" /> },
  { path: 'terms-and-conditions', element: <Pages.LegalPage kind="terms" /> },
  { path: 'people/*', element: <PeopleRedirect /> },
  {
    element: (
      <RequireAuth>
        <Pages.AppShell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Pages.DashboardPage /> },
      { path: 'dashboard', element: <Pages.DashboardPage /> },
      { path: 'dashboard/:projectId', element: <Pages.DashboardPage /> },
      {
        ...staffOnly,
        children: [
          { path: 'contacts', element: <Pages.ContactsListPage /> },
          // Dialogs over the list keep the list underneath (spec part 1 section 2).
          { path: 'contacts/email', element: <Pages.ContactsListPage /> },
          { path: 'contacts/assignToProject', element: <Pages.ContactsListPage /> },
          { path: 'contacts/editMultiple', element: <Pages.ContactsListPage /> },
          comingSoon('contacts/new', 'New Contact'),
          { path: 'contacts/:id', element: <Pages.ContactDetailPage /> },
          comingSoon('edit-multiple-contacts', 'Edit Contacts'),
          { path: 'preferences', element: <Navigate to="/preferences/email-signature" replace /> },
          { path: 'preferences/email-signature', element: <Pages.EmailSignaturePage /> },
          comingSoon('email-management/*', 'Email Management'),
          comingSoon('search', 'Search'),
          comingSoon('search/:type/*', 'Search'),
          comingSoon('print/:type', 'Print'),
        ],
      },
      {
        ...adminOnly,
        children: [comingSoon('contact-management/*', 'Contact Management'), comingSoon('activity', 'Contact Activity')],
      },
      comingSoon('projects', 'Projects'),
      comingSoon('projects/new', 'New Project'),
      comingSoon('projects/:id', 'Project'),
      comingSoon('projects/:id/tasks', 'Project Board'),
      comingSoon('projects/:id/email-tracker/*', 'Email Tracker'),
      comingSoon('task/:id', 'Task'),
      comingSoon('calendar/:range', 'Calendar'),
      { path: 'calendar', element: <Navigate to="/calendar/month" replace /> },
      { path: 'outlook-connect', element: <Pages.OutlookConnectPage /> },
    ],
  },
  // Not-found works signed in (inside the shell) and signed out (plain page).
  { path: 'not-found', element: <NotFoundRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];
