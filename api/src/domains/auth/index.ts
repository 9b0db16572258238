import { defineDomain } from '../define-domain.js';
import { createAuthRepository } from './repository.js';
import { authRoutes } from './routes.js';

export const authDomain = defineDomain({ prefix: '/auth', routes: authRoutes, repository: createAuthRepository });
