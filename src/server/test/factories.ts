import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { profiles, soundboardButtons, soundboards, sounds, users } from '#server/db/schema.ts';

type NewUser = typeof users.$inferInsert;
type NewProfile = typeof profiles.$inferInsert;
type NewBoard = typeof soundboards.$inferInsert;
type NewButton = typeof soundboardButtons.$inferInsert;
type NewSound = typeof sounds.$inferInsert;

/** An auth user row written directly (no password, no profile); sign-up goes through the app instead. */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(users)
    .values({ id, name: '', email: `${id.slice(0, 8)}@example.test`, ...overrides })
    .returning();
  return row!;
}

/** A profile with its auth user. */
export async function createProfile(db: Database, overrides: Partial<NewProfile> = {}) {
  const id = overrides.id ?? randomUUID();
  const short = id.slice(0, 8);
  await createUser(db, { id });
  const [row] = await db
    .insert(profiles)
    .values({ id, username: `user_${short}`, publicUrlSlug: `user-${short}`, ...overrides })
    .returning();
  return row!;
}

export async function createBoard(
  db: Database,
  overrides: Partial<NewBoard> & Pick<NewBoard, 'userId'>,
) {
  const [row] = await db
    .insert(soundboards)
    .values({ name: 'Test board', ...overrides })
    .returning();
  return row!;
}

export async function createButton(
  db: Database,
  overrides: Partial<NewButton> & Pick<NewButton, 'soundboardId' | 'positionRow' | 'positionCol'>,
) {
  const [row] = await db.insert(soundboardButtons).values(overrides).returning();
  return row!;
}

export async function createSound(
  db: Database,
  overrides: Partial<NewSound> & Pick<NewSound, 'userId'>,
) {
  const [row] = await db
    .insert(sounds)
    .values({ name: 'Test sound', filePath: `${overrides.userId}/1-abc.mp3`, ...overrides })
    .returning();
  return row!;
}
