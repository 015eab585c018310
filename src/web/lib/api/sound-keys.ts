/** The query key of the signed-in user's sounds. Shared: the library (sounds) and the loudness save (sound-controls) refresh it. */
export const soundsQueryKey = ['sounds'] as const;

/** One search of the library, paged (decision 066); under soundsQueryKey, so refreshing the library refreshes it. */
export const soundPagesQueryKey = (q: string, tags: readonly string[]) =>
  [...soundsQueryKey, 'pages', q.trim().toLowerCase(), [...tags].sort()] as const;
