/**
 * The local audio cache's names (spec §3): IndexedDB `audio-cache`, version 1, one store `sounds` of blobs by
 * URL. Apart from audio-cache.ts so the session's sweep (forget-user-files.ts), which every page loads with the
 * session, names the cache without the cache code (decision 045).
 */
export const AUDIO_CACHE_DB = 'audio-cache';
export const AUDIO_CACHE_VERSION = 1;
export const AUDIO_CACHE_STORE = 'sounds';
