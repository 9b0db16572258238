import type { FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { Nullable } from '../schemas/common.js';

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String({ description: 'Absolute URL of the next page' })),
    previous: Nullable(Type.String({ description: 'Absolute URL of the previous page' })),
    results: Type.Array(item),
  });

/** DRF LimitOffsetPagination's next/previous links: the request URL with limit and offset replaced. */
export function pageLinks(request: FastifyRequest, count: number, limit: number, offset: number) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = (newOffset: number | null) => {
    const params = new URLSearchParams(url.search);
    params.set('limit', String(limit));
    if (newOffset === null) params.delete('offset');
    else params.set('offset', String(newOffset));
    return `${url.origin}${url.pathname}?${params.toString()}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset <= 0 ? null : link(offset - limit > 0 ? offset - limit : null),
  };
}
