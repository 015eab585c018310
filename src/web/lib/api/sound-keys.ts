/** The query key of the signed-in user's sounds. Shared: the library (sounds) and the loudness save (sound-controls) refresh it. */
export const soundsQueryKey = ['sounds'] as const;
