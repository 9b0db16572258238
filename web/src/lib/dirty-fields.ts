/**
 * Whether a react-hook-form `dirtyFields` mark says the field changed: `true`, or, for a list or an object field,
 * any of its parts marked so.
 */
export const isDirty = (mark: unknown): boolean =>
  mark === true ||
  (Array.isArray(mark)
    ? mark.some(isDirty)
    : typeof mark === 'object' && mark !== null
      ? Object.values(mark).some(isDirty)
      : false);
