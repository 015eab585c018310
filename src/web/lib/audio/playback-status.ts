import type { ButtonStatus } from './playback-types.ts';

export const IDLE_STATUS: ButtonStatus = { playing: false, loading: false, progress: 0 };

/** The earlier list when it holds the same ids in the same order (so the snapshot keeps its identity). */
export function sameOrNew(previous: readonly string[], ids: string[]): readonly string[] {
  const same = ids.length === previous.length && ids.every((id, index) => previous[index] === id);
  return same ? previous : ids;
}

/**
 * Each button's status from the voices and the presses still loading, and the buttons whose status moved
 * since `published`; an unchanged status keeps its object, so a tile that reads it does not re-render.
 */
export function buttonStatuses(
  voices: Iterable<{ id: string; progress: number }>,
  loadingIds: readonly string[],
  published: ReadonlyMap<string, ButtonStatus>,
): { statuses: Map<string, ButtonStatus>; changedIds: string[] } {
  const statuses = new Map<string, ButtonStatus>();
  for (const voice of voices) {
    statuses.set(voice.id, { playing: true, loading: false, progress: voice.progress });
  }
  for (const id of loadingIds) {
    if (!statuses.has(id)) statuses.set(id, { playing: false, loading: true, progress: 0 });
  }
  const changedIds: string[] = [];
  for (const id of new Set([...published.keys(), ...statuses.keys()])) {
    const was = published.get(id) ?? IDLE_STATUS;
    const now = statuses.get(id) ?? IDLE_STATUS;
    const same =
      was.playing === now.playing && was.loading === now.loading && was.progress === now.progress;
    if (!same) changedIds.push(id);
    else if (statuses.has(id)) statuses.set(id, was);
  }
  return { statuses, changedIds };
}
