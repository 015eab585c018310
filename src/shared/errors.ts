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
  /** No GIPHY_API_KEY on the server (decision 027). */
  gifSearchUnavailable: 'gif_search_unavailable',
  /** The site's storage is full: the free-disk floor or the total budget (507; docs/decisions/009). */
  storageFull: 'storage_full',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/** The contract's error code for an HTTP status when nothing more specific is known. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.validation;
    case 401:
      return ERROR_CODES.unauthorized;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.tooLarge;
    case 415:
      return ERROR_CODES.unsupportedType;
    case 429:
      return ERROR_CODES.rateLimited;
    case 507:
      return ERROR_CODES.storageFull;
    default:
      return status >= 500 ? ERROR_CODES.internal : ERROR_CODES.validation;
  }
}
