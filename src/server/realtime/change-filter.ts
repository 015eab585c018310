import { z } from 'zod';
import type { ChangeEvent } from '#shared/events.ts';
import { boardTopics, type Topic } from './topics.ts';

/** What the triggers of migrations 0001 and 0007 send on channel 'changes'. */
const notificationSchema = z.object({
  table: z.string(),
  op: z.string(),
  board_id: z.uuid(),
  owner_id: z.uuid(),
  is_public: z.boolean(),
  /** Only board notifications carry it (buttons never change a board's visibility). */
  was_public: z.boolean().optional(),
});
export type ChangeNotification = z.infer<typeof notificationSchema>;

/**
 * A trigger's notification as the bus's `change` event and the topics it goes to (decision 025): owners get
 * every change of their boards; everyone else (visitors too) changes of public boards, and one last event
 * with is_public false when a board leaves public view (made private, trashed, deleted) so they drop it.
 * null for a value that is not a notification (logged by the caller, never thrown).
 */
export function changeFromNotification(
  value: unknown,
): { change: ChangeEvent; topics: Topic[] } | null {
  const parsed = notificationSchema.safeParse(value);
  if (!parsed.success) return null;
  const { was_public, ...change } = parsed.data;
  return {
    change,
    topics: boardTopics(change.owner_id, change.is_public || (was_public ?? false)),
  };
}
