import { defineDomain } from '../define-domain.js';
import { docsRoutes } from './routes.js';

/** The OpenAPI document of every other domain's routes. */
export const docsDomain = defineDomain({ prefix: '/docs', routes: docsRoutes });
