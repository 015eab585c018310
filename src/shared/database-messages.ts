/** What the API says while its database cannot be reached (503 service_unavailable). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait (Retry-After) before trying again while the database is away. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;
