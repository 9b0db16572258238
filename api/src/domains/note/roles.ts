import type { Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/notes/people/',
    url: () => '/api/notes/people/',
    payload: { text: '', person: 1 },
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/notes/people/{id}/',
    url: () => '/api/notes/people/999999/',
    payload: { text: 'x' },
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/notes/people/{id}/',
    url: () => '/api/notes/people/999999/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
];

endpoints.push(
  {
    method: 'POST',
    route: '/api/notes/projects/',
    url: () => '/api/notes/projects/',
    payload: { text: ' ', project: 1 }, // the fixture's deal is the first project of a fresh database
    // The first fixture project's team has the client and the guest, who follow it without adding notes.
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/notes/projects/{id}/',
    url: () => '/api/notes/projects/999999/',
    payload: { text: 'x' },
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/notes/projects/{id}/',
    url: () => '/api/notes/projects/999999/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
);
