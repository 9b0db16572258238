import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Detail } from '@ft8/contract/common';
import { isStaffProfileType, profileTypes } from '@ft8/contract/rules';
import { forbidden, unauthorized } from '../http-error.js';
import type { AuthenticatedPerson } from '../domains/auth/repository.js';

/**
 * Who may call a route (spec section 6). Admin and User are "staff", the full-access level.
 * - anyone: no token needed (any token sent is ignored)
 * - signedIn: any valid token
 * - staff: Admin or User
 * - staffOrSelf: staff, or the person whose `:id` is in the path
 * - self: only the person whose `:id` is in the path
 * - admin: Admin only (Contact Management, permanent deletion)
 * - a rule of the domain's own (`AccessRule`), for what a name cannot say, e.g. "staff, or a member of this
 *   project": it gets the signed-in person and the request (its params, and `request.server.repos`).
 */
export type Access = 'anyone' | 'signedIn' | 'staff' | 'staffOrSelf' | 'self' | 'admin' | AccessRule;
export type AccessRule = (person: AuthenticatedPerson, request: FastifyRequest) => boolean | Promise<boolean>;

/** The one staff test of the api: Admin or User (spec section 6's full access). */
export const isStaff = (person: AuthenticatedPerson) => isStaffProfileType(person.profileType);
/** The one admin test of the api. */
export const isAdmin = (person: AuthenticatedPerson) => person.profileType === profileTypes.admin;

declare module 'fastify' {
  // Module augmentation needs interfaces.
  interface FastifyContextConfig {
    /** Required on every /api route: checked by the auth plugin, and nowhere else. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in person (null on routes open to anyone). */
    user: AuthenticatedPerson | null;
    /** The API token key of this request, for logout. */
    tokenKey: string | null;
  }
}

/** The key of an `Authorization: Token <key>` header. */
export const tokenOf = (header: string | undefined) => /^Token\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

function pathId(request: FastifyRequest): number | undefined {
  const id = (request.params as { id?: string } | undefined)?.id;
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
}

function allows(access: Access, person: AuthenticatedPerson, request: FastifyRequest): boolean | Promise<boolean> {
  if (typeof access === 'function') return access(person, request);
  switch (access) {
    case 'anyone':
    case 'signedIn':
      return true;
    case 'staff':
      return isStaff(person);
    case 'staffOrSelf':
      return isStaff(person) || pathId(request) === person.id;
    case 'self':
      return pathId(request) === person.id;
    case 'admin':
      return isAdmin(person);
  }
}

/** The one place where requests are authenticated and role checks happen. */
export const authPlugin = fp(async (fastify) => {
  fastify.decorateRequest('user', null);
  fastify.decorateRequest('tokenKey', null);

  // Refuse to start with an /api route that does not say who may call it; declare its 401/403 answers.
  fastify.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    if (access === 'anyone' || !route.schema) return;
    route.schema.security = [{ token: [] }];
    route.schema.response = {
      401: { ...Detail, description: 'No token, or an invalid one' },
      ...(access !== 'signedIn' && { 403: { ...Detail, description: 'This role may not do this' } }),
      ...(route.schema.response as object | undefined),
    };
  });

  fastify.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'anyone') return;
    const key = tokenOf(request.headers.authorization);
    if (!key) throw unauthorized('Authentication credentials were not provided.');
    const person = await fastify.repos.auth.findPersonByToken(key);
    if (!person) throw unauthorized('Invalid token.');
    request.user = person;
    request.tokenKey = key;
    if (!(await allows(access, person, request))) throw forbidden();
  });
});

/** The signed-in person on a route whose access is not 'anyone'. */
export function signedInPerson(request: FastifyRequest): AuthenticatedPerson {
  if (!request.user) throw unauthorized('Authentication credentials were not provided.');
  return request.user;
}
