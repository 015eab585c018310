import { PRODUCT_NAME } from './product.ts';

/** Guest mode (docs/decisions/061-guest-mode.md): the texts a guest sees. */
export const GUEST_MESSAGES = {
  continueAsGuest: 'Continue as a guest',
  continueAsGuestHint:
    'Build and play boards without an account. They are kept in this browser only; create an account later to keep them everywhere.',
  marker: 'Guest',
  createAccount: 'Create an account',
  createAccountHint: 'Create an account to keep your boards everywhere',
  leaveGuestMode: 'Leave guest mode',
  /** The Guest bar's Leave on a phone, beside the Guest badge; its accessible name stays leaveGuestMode. */
  leaveGuestModeShort: 'Leave',
  /** Help's note (spec §6), shown where a guest works. */
  mayNotPersist:
    'As a guest, your boards and sounds are stored in this browser only and may not persist: clearing site data, private windows or low disk space can remove them.',
  persistDenied:
    'This browser did not promise to keep guest data: it may remove it when storage runs low.',
  storageUsage: (usedBytes: number, quotaBytes: number) =>
    `${megabytes(usedBytes)} MB used in this browser, ${megabytes(Math.max(0, quotaBytes - usedBytes))} MB left.`,
  storageFull:
    'This browser has no room left for guest data. Delete sounds or empty the trash, or create an account to keep your boards on the server.',
  needsAccount: (what: string) =>
    `${what} needs an account. Create one to keep your guest boards and use it.`,
  needsAccountDefault: `This needs an account. Create one on ${PRODUCT_NAME} to keep your guest boards and use it.`,
  urlSoundsNeedAccount:
    'Sounds from a link are fetched by our server, so they need an account. As a guest, record or upload a file.',
  gifSearchNeedsAccount:
    'GIF search goes through our server, so it needs an account. As a guest, choose an image file.',
  claimTitle: 'Keep your guest boards?',
  claimBody: (boards: number, sounds: number, trashed = 0) =>
    `This browser holds ${boards} guest ${boards === 1 ? 'board' : 'boards'} and ${sounds} ${sounds === 1 ? 'sound' : 'sounds'}. Move them into your account?${trashed ? ` ${trashItems(trashed)} of the guest trash ${trashed === 1 ? 'goes' : 'go'} to your account's trash.` : ''}`,
  claimKeep: 'Move them into my account',
  claimDecline: 'Not now',
  claiming: 'Moving your guest boards…',
  claimDone: (boards: number, sounds: number, trashed = 0) =>
    `Moved ${boards} ${boards === 1 ? 'board' : 'boards'} and ${sounds} ${sounds === 1 ? 'sound' : 'sounds'} into your account.${trashed ? ` ${trashItems(trashed)} of the guest trash ${trashed === 1 ? 'is' : 'are'} in your account's trash.` : ''}`,
  claimPartial: (notMoved: string) =>
    `Some guest items did not move and are still kept in this browser: ${notMoved}`,
  claimFailed: (reason: string) =>
    `Your guest boards could not be moved and are still kept in this browser. ${reason}`,
  claimDeclined: 'Your guest boards stay in this browser. We will ask again at your next sign-in.',
} as const;

/** What needs an account, by the first segment of its API path (the guest backend's refusal). */
export const GUEST_ACCOUNT_FEATURES = {
  like: 'Liking boards',
  likes: 'Liking boards',
  live: 'Going live',
  remote: 'The remote control',
  profile: 'A public profile',
  public: 'Making a board public',
  backup: 'A library backup',
  export: 'Exporting a board',
  import: 'Importing a board',
  events: 'Realtime updates',
  factors: 'Two-step sign-in',
} as const;

/** "The item" or "The 3 items": what a claim moves from the guest's trash (decision 079). */
function trashItems(count: number): string {
  return count === 1 ? 'The item' : `The ${count} items`;
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  if (value > 0 && value < 0.1) return '< 0.1';
  return value >= 10 || value === 0 ? String(Math.round(value)) : value.toFixed(1);
}
