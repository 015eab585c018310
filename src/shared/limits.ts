/** Business constants and limits from spec §9. The one place they are written down. */

export const POPULAR_LIST_LIMIT = 12;
export const POPULAR_STRIP_COUNT = 6;

export const NEW_BOARD_GRID = { rows: 2, columns: 4 } as const;

export const BREAKPOINTS = {
  /** Phones are narrower than this. */
  tablet: 768,
  /** Desktops are at least this wide. */
  desktop: 1024,
  /** Large/touch threshold. */
  large: 1200,
} as const;

export const LONG_PRESS_MS = 500;
export const VIBRATION_MS = { light: 10, medium: 20, heavy: 40, boardCardHold: 50 } as const;
export const BOARD_LIST_REFETCH_AFTER_CREATE_MS = 500;

export const BUTTON_CONFLICT_RETRY = { attempts: 3, backoffMs: [100, 200] } as const;

/** Spec §9's drag activation; its "keyboard 25 px per arrow" became one place per arrow (decision 049). */
export const DRAG_ACTIVATION = {
  pointerDistancePx: 3,
  touchDelayMs: 150,
  touchTolerancePx: 5,
} as const;

export const MB = 1024 * 1024;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * MB;
export const AVATAR_UPLOAD_MAX_BYTES = 2 * MB;
/** Hard cap for audio uploads and URL ingest (DESIGN: enforced while streaming). */
export const AUDIO_UPLOAD_MAX_BYTES = 20 * MB;

export const GIF_SEARCH = { fetchCount: 50, defaultLimit: 20, debounceMs: 300 } as const;

export const HOTKEY_LENGTH = 1;
/** A key combination's stored name, e.g. "Ctrl+Alt+Shift+Meta+NumpadMultiply" (34; decision 056). */
export const HOTKEY_MAX_LENGTH = 40;
export const DEFAULT_BUTTON_COLOR = '#a0aec0';
export const BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export type BackgroundSize = (typeof BACKGROUND_SIZES)[number];
/** How the size options read (spec §3: auto is shown as 'Tile (Repeat)'). */
export const BACKGROUND_SIZE_LABELS: Record<BackgroundSize, string> = {
  cover: 'Cover',
  contain: 'Contain',
  auto: 'Tile (Repeat)',
};

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const FULL_NAME_MAX = 100;
export const BIO_MAX = 250;

export const AUTH_REDIRECT_DELAY_MS = 100;
export const TRASH_RETENTION_DAYS = 30;
export const TRASH_SKELETONS = { boards: 6, sounds: 8 } as const;

export const CONTACT_RESPONSE_TIME = '24-48 hours';
export const TERMS_CHANGE_NOTICE_DAYS = 30;

export const HELP_AUDIO_ADVICE = {
  formats: ['MP3', 'WAV', 'OGG', 'M4A'],
  recommendedMaxMb: 10,
  performanceTipMb: 5,
} as const;

export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;
export const SW_UPDATE_TOAST_MS = 10_000;

// Input hardening (DESIGN §6): body cap and the maxima of free-text fields.
/** Largest JSON (non-multipart) request body any /api route accepts; more is a 413 while it streams. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
export const BOARD_NAME_MAX = 100;
export const BOARD_DESCRIPTION_MAX = 500;
export const BUTTON_LABEL_MAX = 50;
export const SOUND_NAME_MAX = 100;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX = 254;
/** The account's name (better-auth `name` on sign-up and update-user). */
export const ACCOUNT_NAME_MAX = 100;
/** better-auth's own password maximum, checked before it hashes anything. */
export const PASSWORD_MAX = 128;
export const URL_MAX = 2048;
/** The client's file-path hint on URL ingest. */
export const FILE_PATH_HINT_MAX = 255;
/** A phone number as typed, spaces and brackets included. */
export const PHONE_INPUT_MAX = 32;
/** Second-factor codes (TOTP, texted) and backup codes. */
export const CODE_MAX = 64;
/** Deepest nesting of arrays and objects a JSON body may have (none of ours needs more than a few levels). */
export const JSON_MAX_DEPTH = 32;

// Phone codes (DESIGN §6): texts sent per user and per number, counted in the database across instances.
export const PHONE_CODE_SEND_LIMITS = [
  { max: 3, windowMs: 10 * 60_000, label: '10 minutes' },
  { max: 10, windowMs: 24 * 60 * 60_000, label: 'day' },
] as const;

// Files and disk (decision 009).
/** Every stored file a user owns counts: sounds, covers, backgrounds, avatar, unclaimed URL ingests. */
export const USER_STORAGE_QUOTA_BYTES = 500 * MB;
/** Uploads and URL ingests one user may have running at once (per server instance). */
export const MAX_CONCURRENT_UPLOADS_PER_USER = 3;
/** The file janitor removes unowned files, `.part` leftovers and unclaimed ingests older than this. */
export const FILE_JANITOR_MIN_AGE_MS = 60 * 60 * 1000;

// Account (decision 011): the password rule shown under every new-password field.
/** better-auth's minimum password length, set explicitly so that the rule shown and the rule checked agree. */
export const PASSWORD_MIN = 8;
/** How long a password-reset link works. */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

// Server performance (decision 010).
/**
 * How long an instance may answer from its in-process session cache without asking the database: a sign-out
 * or revocation made through another instance (or straight in the database) takes effect within this time;
 * on the instance that made it, at once.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions the in-process cache holds at most (the oldest are dropped first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** GET /api/boards/popular?limit=: larger values are capped to this (decision 025). */
export const POPULAR_LIMIT_MAX = 50;
