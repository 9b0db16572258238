import { Navigate, useLocation, useParams } from 'react-router';
import { prefetchOnEntry, type FeatureRoute, type RouteFacts } from '../../lib/route-facts';

const facts: RouteFacts = { access: 'staff', title: 'Contacts', section: 'Contacts' };
const listPage = async () => {
  const page = await import('./contacts-list-page');
  return { Component: page.ContactsListPage, ...prefetchOnEntry(page.prefetchContactsPeople) };
};

// Old links: /people/... is now /contacts/..., keeping the rest of the path and the query (spec part 1 section 2).
function PeopleRedirect() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/contacts${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
}

export const routes: FeatureRoute[] = [
  {
    path: 'contacts',
    handle: {
      ...facts,
      pageSearch: true,
      nav: {
        place: 'tab',
        label: 'Contacts',
        order: 2,
        preloadWhenIdle: true,
        prefetchWhenIdle: async (client) =>
          (await import('./contacts-list-page')).prefetchContactsPeople(
            client,
            new URL('/contacts', window.location.href),
            {
              idle: true,
            },
          ),
      },
    },
    lazy: listPage,
  },
  // Dialogs over the list keep the list underneath (spec part 1 section 2).
  { path: 'contacts/email', handle: facts, lazy: listPage },
  // The list underneath keeps its Page Search box.
  { path: 'contacts/assignToProject', handle: { ...facts, pageSearch: true }, lazy: listPage },
  { path: 'contacts/editMultiple', handle: facts, lazy: listPage },
  {
    path: 'contacts/new',
    handle: { ...facts, title: 'New Contact' },
    lazy: async () => ({ Component: (await import('./edit/new-contact-page')).NewContactPage }),
  },
  {
    path: 'contacts/:id',
    handle: facts,
    lazy: async () => ({ Component: (await import('./contact-detail-page')).ContactDetailPage }),
  },
  {
    path: 'edit-multiple-contacts',
    handle: { access: 'staff', title: 'Edit Contacts', section: 'Edit Contacts' },
    lazy: async () => ({
      Component: (await import('../../components/contact-actions/edit-multiple-page')).EditMultiplePage,
    }),
  },
  {
    // Spec part 2 "Print screens": /print/{type}; projects and tasks are the project feature's.
    path: 'print/contacts',
    handle: { access: 'staff', title: 'Print Contacts', section: 'Contacts' },
    lazy: async () => ({ Component: (await import('./print/contacts-print-page')).ContactsPrintPage }),
  },
  { path: 'people/*', handle: { access: 'public' }, element: <PeopleRedirect /> },
];
