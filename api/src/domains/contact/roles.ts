import { staffOnly, signedIn, other, type Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/people/', url: () => '/api/people/', expect: staffOnly },
  { method: 'GET', route: '/api/people/organisations/', url: () => '/api/people/organisations/', expect: staffOnly },
  {
    method: 'GET',
    route: '/api/people/group_counts/',
    url: () => '/api/people/group_counts/?field=company',
    expect: staffOnly,
  },
  { method: 'GET', route: '/api/people/{id}/', url: (_, f) => `/api/people/${other(f)}/`, expect: staffOnly },
  { method: 'GET', route: '/api/people/{id}/', url: (me) => `/api/people/${me}/`, expect: signedIn },
  {
    method: 'PATCH',
    route: '/api/people/{id}/',
    url: (me) => `/api/people/${me}/`,
    payload: { signature: 'x' },
    expect: signedIn,
  },
  {
    method: 'PATCH',
    route: '/api/people/{id}/',
    url: (_, f) => `/api/people/${other(f)}/`,
    payload: { signature: 'x' },
    expect: { anonymous: 401, admin: 403, user: 403, client: 403, guest: 403 },
  },
  // Contact editing (spec sections 4-6): the forbidden paths; what each rule answers is in contact/edit.test.ts.
  {
    method: 'POST',
    route: '/api/people/',
    url: () => '/api/people/',
    payload: {},
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/people/{id}/',
    url: (_, f) => `/api/people/${f.people.bob}/`,
    payload: { rating: 3 },
    expect: staffOnly,
  },
  {
    method: 'PUT',
    route: '/api/people/{id}/',
    url: (_, f) => `/api/people/${f.people.bob}/`,
    payload: { rating: 3 },
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/people/{id}/',
    url: () => '/api/people/999999/',
    expect: { anonymous: 401, admin: 404, user: 403, client: 403, guest: 403 },
  },
  {
    method: 'POST',
    route: '/api/people/{id}/invite/',
    url: () => '/api/people/999999/invite/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/people/{id}/revoke/',
    url: () => '/api/people/999999/revoke/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    method: 'GET',
    route: '/api/people/{id}/outlook_status/',
    url: (_, f) => `/api/people/${other(f)}/outlook_status/`,
    expect: staffOnly,
  },
  {
    method: 'GET',
    route: '/api/people/{id}/outlook_status/',
    url: (me) => `/api/people/${me}/outlook_status/`,
    expect: signedIn,
  },
  {
    method: 'DELETE',
    route: '/api/people/multiple/',
    url: () => '/api/people/multiple/',
    payload: { ids: [999999] },
    expect: { anonymous: 401, admin: 200, user: 403, client: 403, guest: 403 },
  },
  {
    method: 'POST',
    route: '/api/people/exportAll/',
    url: () => '/api/people/exportAll/',
    payload: { people: [1] },
    expect: staffOnly,
  },
  {
    method: 'POST',
    route: '/api/people/importCsv/',
    url: () => '/api/people/importCsv/',
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/people/update_multiple/',
    url: (_, f) => `/api/people/update_multiple/?items=${f.people.bob}`,
    payload: { city: 'Bath' },
    expect: staffOnly,
  },
];
