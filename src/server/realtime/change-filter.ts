import { z } from 'zod';
import type { ChangeEvent } from '#shared/events.ts';

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

/** The notification, or null for a payload that is not one (logged by the caller, never thrown). */
export function parseNotification(payload: string): ChangeNotification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The `change` event a viewer may receive for this notification, or null (decision 025): owners get every
 * change of their boards; everyone else (visitors too) changes of public boards, and one last event with
 * is_public false when a board leaves public view (made private, trashed, deleted) so they drop it.
 */
export function changeFor(
  notification: ChangeNotification,
  viewerId: string | null,
): ChangeEvent | null {
  const wasPublic = notification.was_public ?? notification.is_public;
  const visible = notification.owner_id === viewerId || notification.is_public || wasPublic;
  if (!visible) return null;
  return {
    table: notification.table,
    op: notification.op,
    board_id: notification.board_id,
    owner_id: notification.owner_id,
    is_public: notification.is_public,
  };
}
