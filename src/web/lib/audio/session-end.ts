/**
 * Who must forget what they hold of a user when the session ends (decision 042). The playback engine
 * signs up when it is made; the session check calls `forgetSessionSounds` without loading the engine.
 */
const listeners = new Set<() => void>();

export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function forgetSessionSounds(): void {
  for (const listener of listeners) listener();
}
