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
  /** Shown with an error that names an API key: for whoever runs the site. */
  apiKeyHint: `If you run this site: get a free API key at the ${GIF_PROVIDER_NAME} developer portal and set it as GIPHY_API_KEY.`,
  processing: 'Processing image...',
  uploading: 'Uploading image...',
  usingQuality: (name: string) => `Using ${name} quality to stay under size limit`,
  tooLarge: 'This GIF is too large. Please try a different one.',
  downloadFailed: 'Failed to download media. Please try again.',
  selectFailed: 'Failed to select GIF. Please try again.',
  /** The spec's technical text for a failed GET (kept as the error's cause, for logs); users see `searchDown`. */
  proxyGetFailed: (status: number, statusText: string) =>
    `GIF proxy GET failed: ${status} ${statusText}`,
  /** Users read what happened and what they can do instead; the operator's side is in the server log. */
  searchDown: (status: number) =>
    `GIF search is not working right now (error ${status}). Try again in a minute, or choose an image from your device instead.`,
  /** Button hint when the server has no GIPHY_API_KEY. */
  notConfigured:
    'GIF search is not set up on this site. You can still choose an image from your device instead.',
  // Server messages, shown to users as they are.
  missingKey: 'GIF search is not set up on this site. Choose an image from your device instead.',
  rejectedKey: `GIF search is not working on this site right now (${GIF_PROVIDER_NAME} refused it). Choose an image from your device instead.`,
  upstreamFailed: (status: number) =>
    `${GIF_PROVIDER_NAME} is not answering properly right now (error ${status}). Try again in a minute, or choose an image from your device instead.`,
  upstreamUnreachable: `${GIF_PROVIDER_NAME} could not be reached. Try again in a minute, or choose an image from your device instead.`,
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
