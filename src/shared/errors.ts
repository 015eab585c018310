/** Error codes of the HTTP contract (DESIGN.md §5) and the JSON shape every error takes. */
export const ERROR_CODES = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  hotkeyTaken: 'unique_hotkey_per_board',
  usernameTaken: 'username_taken',
  tooLarge: 'payload_too_large',
  unsupportedType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  upstream: 'upstream_error',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}
