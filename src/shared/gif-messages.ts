/** GIF search texts (spec §4, §8) and the provider's name, written once. */
export const GIF_PROVIDER_NAME = 'GIPHY';

export const GIF_MESSAGES = {
  searchGifs: 'Search GIFs',
  dialogTitle: 'Search GIFs',
  dialogDescription: `Pick a GIF from ${GIF_PROVIDER_NAME} — search, or browse what is trending.`,
  searchLabel: 'Search GIFs',
  searchPlaceholder: 'Search GIFs…',
  initial: 'Search for GIFs or browse trending content',
  loading: 'Loading GIFs…',
  empty: 'No GIFs found. Try a different search term.',
  searchFailed: `Failed to search ${GIF_PROVIDER_NAME}`,
  trendingFailed: 'Failed to get trending GIFs',
  apiKeyHint: `Get a free API key at the ${GIF_PROVIDER_NAME} developer portal and set it as GIPHY_API_KEY (see the README's configuration table).`,
  processing: 'Processing image...',
  uploading: 'Uploading image...',
  usingQuality: (name: string) => `Using ${name} quality to stay under size limit`,
  tooLarge: 'This GIF is too large. Please try a different one.',
  downloadFailed: 'Failed to download media. Please try again.',
  selectFailed: 'Failed to select GIF. Please try again.',
  proxyGetFailed: (status: number, statusText: string) =>
    `GIF proxy GET failed: ${status} ${statusText}`,
  /** Buttons and hints when the server has no GIPHY_API_KEY. */
  notConfigured:
    'GIF search needs a GIPHY API key: the site owner sets GIPHY_API_KEY (see the README). Uploads still work.',
  // Server messages.
  missingKey: 'GIF search is not configured: the server has no GIPHY API key (set GIPHY_API_KEY).',
  rejectedKey: `${GIF_PROVIDER_NAME} rejected the server's API key (check GIPHY_API_KEY).`,
  upstreamFailed: (status: number) =>
    `${GIF_PROVIDER_NAME} did not answer properly (HTTP ${status}).`,
  upstreamUnreachable: `${GIF_PROVIDER_NAME} could not be reached. Please try again later.`,
  rateLimited: 'Too many GIF searches. Please wait a moment and try again.',
  badEndpoint: 'endpoint must be search or trending',
  missingQuery: 'A search needs a query.',
  mediaNotAllowed: 'This media address was not issued by the GIF search.',
  mediaExpired: 'This GIF address has expired. Please search again.',
  mediaAddressRefused: `${GIF_PROVIDER_NAME} pointed to an address this server does not fetch from.`,
  mediaTooLarge: 'This GIF is too large to load here. Please try a different one.',
  mediaRateLimited: 'Too many GIFs loaded. Please wait a moment and try again.',
} as const;

/** True when an error text is about the API key (then the picker shows GIF_MESSAGES.apiKeyHint). */
export const mentionsApiKey = (text: string) => /api[\s_-]?key/i.test(text);
