/** Every table, for drizzle-kit and for the typed client. */
export * from './schema/auth.ts';
export * from './schema/profiles.ts';
export * from './schema/soundboards.ts';
export * from './schema/sounds.ts';
export * from './schema/soundboard-buttons.ts';
export * from './schema/soundboard-likes.ts';
export * from './schema/pending-file-deletions.ts';
export * from './schema/phone-factors.ts';
export * from './schema/stored-files.ts';
export * from './schema/remote-tokens.ts';
export * from './schema/kept-counts.ts';
export * from './schema/remote-players.ts';
