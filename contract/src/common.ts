import Type, { type Static, type TSchema } from 'typebox';

/** `T | null` as a JSON-schema type list: cheaper to serialise than anyOf, and valid OpenAPI 3.1. */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

export const Detail = Type.Object({ detail: Type.String() }, { description: 'An error with a message' });

/** DRF-style field errors: `{"field": ["message"], "non_field_errors": ["message"]}`. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Messages per field; `non_field_errors` for the request as a whole',
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const LookupItem = Type.Object({ id: Type.Integer(), name: Type.String() });

export const JsonObject = Type.Object({}, { additionalProperties: true });

/** A DRF LimitOffsetPagination page of `item`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String({ description: 'Absolute URL of the next page' })),
    previous: Nullable(Type.String({ description: 'Absolute URL of the previous page' })),
    results: Type.Array(item),
  });

/**
 * A person as another record names them: a task's creator and assignees, a comment's or a note's author, a file's
 * uploader. A deleted contact (soft delete) keeps their id and name here and is flagged, so the screens can show
 * them as 'User No Longer Exists' (spec part 2 section 8) without losing who it was.
 */
export const PersonRef = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  is_deleted: Type.Optional(
    Type.Boolean({
      description:
        'Extension: true when the person was deleted (shown as "User No Longer Exists"). Our api always sends it; absent reads as false',
    }),
  ),
});
