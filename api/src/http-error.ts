/** An expected failure with a DRF-style answer: `{"detail": ...}` or field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const notFound = () => new HttpError(404, { detail: 'Not found.' });
export const forbidden = () => new HttpError(403, { detail: 'You do not have permission to perform this action.' });
export const unauthorized = (detail: 'Authentication credentials were not provided.' | 'Invalid token.') =>
  new HttpError(401, { detail }, { 'www-authenticate': 'Token' });
export const fieldErrors = (errors: Record<string, string[]>) => new HttpError(400, errors);
