import { randomBytes } from 'node:crypto';

/**
 * Object paths in the shapes of spec §3 ("Storage buckets and paths"), with DESIGN.md §4's random suffix after
 * the timestamp so that files of private boards cannot be guessed. Always made here, never taken from a client.
 */
function stamp(now: Date): string {
  return `${now.getTime()}-${randomBytes(6).toString('hex')}`;
}

export const storagePaths = {
  sound: (userId: string, ext: string, now = new Date()) => `${userId}/${stamp(now)}.${ext}`,
  soundImage: (userId: string, ext: string, now = new Date()) =>
    `${userId}/${stamp(now)}_img.${ext}`,
  boardBackground: (userId: string, boardId: string, ext: string, now = new Date()) =>
    `${userId}/${boardId}-bg-${stamp(now)}.${ext}`,
  buttonBackground: (userId: string, buttonId: string, ext: string, now = new Date()) =>
    `${userId}/${buttonId}-bg-${stamp(now)}.${ext}`,
  profileFile: (
    userId: string,
    field: 'avatar_url' | 'profile_background_image_url',
    ext: string,
    now = new Date(),
  ) => `${userId}/${field}-${stamp(now)}.${ext}`,
};
