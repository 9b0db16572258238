import type { NotePatch } from '@ft8/contract/note';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import type { Static } from 'typebox';
import { fieldErrors } from '../../http-error.js';

/** What a note's update may change: its text alone. */
export type NoteChanges = { text?: string };

/**
 * A note's changes from `PATCH notes/{kind}/{id}/`, for both kinds: `text`, or the spec's other spelling `notes`
 * (`text` wins when both come); blank text is refused. The times the spec lets a client send (`created_at`,
 * `notes_created_at`, `notes_updated_at`) are accepted and ignored: the server keeps a note's creation time and sets
 * its update time, so that no one backdates a note.
 */
export function noteChanges(body: Static<typeof NotePatch>): NoteChanges {
  const text = body.text ?? body.notes;
  if (text === undefined) return {};
  if (isBlank(text)) throw fieldErrors({ [body.text !== undefined ? 'text' : 'notes']: [blankMessage] });
  return { text };
}
