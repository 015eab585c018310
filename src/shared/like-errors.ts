/** Server answers about likes beyond the spec's own texts (those are in social-messages.ts). Decision 025. */
export const LIKE_ERRORS = {
  /** An owner liking their own private board: likes exist only on public boards (spec §4). */
  onlyPublic: 'Only public boards can be liked.',
  popularLimitInvalid: 'The limit is a whole number of at least 1.',
} as const;
