/** Tags lowercased and deduplicated case-insensitively, blanks dropped (spec section 3: a lowercased list). */
export const normalizeTags = (tags: readonly string[]) => [
  ...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean)),
];
