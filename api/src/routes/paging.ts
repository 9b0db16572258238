import type { FastifyRequest } from 'fastify';

/**
 * DRF LimitOffsetPagination's next/previous links: the request URL with limit and offset replaced. With keyset
 * cursors (lists that have them), the links also carry `cursor`, which the list seeks from instead of counting
 * `offset` rows; `offset` stays in the link so that each page still knows where it is. The first page's link is
 * the plain one (no offset, no cursor).
 */
export function pageLinks(
  request: FastifyRequest,
  count: number,
  limit: number,
  offset: number,
  cursors: { next?: string; previous?: string } = {},
) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = (newOffset: number | null, cursor: string | undefined) => {
    const params = new URLSearchParams(url.search);
    params.set('limit', String(limit));
    if (newOffset === null) params.delete('offset');
    else params.set('offset', String(newOffset));
    if (cursor === undefined || newOffset === null) params.delete('cursor');
    else params.set('cursor', cursor);
    return `${url.origin}${url.pathname}?${params.toString()}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit, cursors.next) : null,
    previous: offset <= 0 ? null : link(offset - limit > 0 ? offset - limit : null, cursors.previous),
  };
}
