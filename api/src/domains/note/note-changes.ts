import type { NotePatch } from '@ft8/contract/note';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import type { Static } from 'typebox';
import { fieldErrors } from '../../http-error.js';
import type { NoteChanges } from './repository.js';

/**
 * A note's changes from `PATCH notes/{kind}/{id}/`, for both kinds: `text` and `created_at`, or the spec's other
 * spelling `notes`, `notes_created_at`, `notes_updated_at` (`text` wins when both come); blank text is refused.
 */
export function noteChanges(body: Static<typeof NotePatch>): NoteChanges {
  const changes: NoteChanges = {};
  const text = body.text ?? body.notes;
  if (text !== undefined) {
    if (isBlank(text)) throw fieldErrors({ [body.text !== undefined ? 'text' : 'notes']: [blankMessage] });
    changes.text = text;
  }
  const createdAt = body.created_at ?? body.notes_created_at ?? undefined;
  if (createdAt !== undefined) changes.created_at = createdAt;
  if (body.notes_updated_at) changes.updated_at = body.notes_updated_at;
  return changes;
}
