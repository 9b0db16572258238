import { searchTerms } from '@ft8/contract/rules';

/**
 * A list's `?search=` as LIKE patterns, one per term of `searchTerms` (DRF's SearchFilter: every term must match, in
 * any order), with `%` and `_` escaped so that they match themselves (`\` is LIKE's default escape).
 */
export const searchPatterns = (search: string | undefined): string[] => searchTerms(search).map(likePattern);

/** One term as a LIKE pattern matching the texts that hold it. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
