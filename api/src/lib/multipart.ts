/**
 * A multipart body the parser (busboy, under @fastify/multipart) cannot read: no boundary in its Content-Type, or
 * a body that ends before its closing boundary (a cut upload). Busboy reports these as plain errors, known by their
 * messages; answered 400 (error-handler.ts) instead of a server error, and an import stops at them as at a broken
 * line. Undefined for any other error.
 */
export function malformedForm(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { message } = error;
  if (message === 'Multipart: Boundary not found' || message === 'Boundary required')
    return 'its Content-Type names no boundary';
  if (/unexpected end of multipart data/i.test(message)) return 'it ended before its closing boundary';
  if (/malformed part header/i.test(message)) return 'a part has a malformed header';
  return undefined;
}

export const malformedFormMessage = (reason: string) => `The upload is not a valid form: ${reason}.`;
