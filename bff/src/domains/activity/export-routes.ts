import type { FastifyInstance } from 'fastify';
import { proxyToApi, type ProxyDeps } from '../../http/api-proxy.js';
import { SESSION_COOKIE, tokenFrom } from '../../http/session-cookie.js';
import { activityFilterQuery, type ActivityFilterArgs } from './activity-query.js';

type ExportBody = ActivityFilterArgs & { actions?: unknown };

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * The Contact Activity export (`http/api-proxy.ts`), in the domain's own scope: `POST /files/activity/exportAll`, JSON
 * `{actions, types, person, dateFrom, dateTo}` (the selected entry ids, or `"all"` or none for every entry the
 * filters keep; the filters as `activities` takes them) -> `POST activity/exportAll/?types=&person=&date_from=&date_to=`
 * with `{actions}`; answers the api's CSV as it streams, named from the date (`YYYYMMDD.csv`). Admins only: the api
 * refuses the others (403). Like every file route, a POST without `X-Requested-With` is refused (CSRF).
 */
export function registerActivityExport(scope: FastifyInstance, deps: ProxyDeps): void {
  scope.post('/files/activity/exportAll', (request, reply) => {
    if (!tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]))
      return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    const raw: unknown = request.body ?? {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return reply.code(400).send({ non_field_errors: ['The body must be a JSON object.'] });
    const body = raw as ExportBody;
    if (body.types !== undefined && body.types !== null && !isStringList(body.types))
      return reply.code(400).send({ types: ['A list of activity type ids.'] });
    for (const field of ['person', 'dateFrom', 'dateTo'] as const)
      if (!optionalString(body[field])) return reply.code(400).send({ [field]: ['A string.'] });
    let query;
    try {
      query = activityFilterQuery(body);
    } catch (error) {
      const field = (error as { extensions?: { fieldErrors?: { field: string }[] } }).extensions?.fieldErrors?.[0];
      return reply.code(400).send({ [field?.field ?? 'non_field_errors']: [(error as Error).message] });
    }
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return proxyToApi(deps, request, reply, {
      method: 'POST',
      path: `activity/exportAll/${text ? `?${text}` : ''}`,
      // The api checks the ids and the dates (a 400 naming `actions`, `date_to`, ...).
      json: body.actions === undefined ? {} : { actions: body.actions },
    });
  });
}
