import type { Sound } from '#shared/schemas/sound.ts';
import type { SoundPage } from '#shared/sound-page.ts';
import { SIGNED_IN } from './render-app.tsx';

/** A sound of the signed-in test user's library, as GET /api/sounds returns it. */
export function sampleSound(id: string, name: string, overrides: Partial<Sound> = {}): Sound {
  return {
    id,
    user_id: SIGNED_IN.user.id,
    name,
    file_path: `${SIGNED_IN.user.id}/${name}.wav`,
    source_url: null,
    image_url: null,
    created_at: '2026-11-20T00:00:00.000Z',
    deleted_at: null,
    url: `/files/sounds/${SIGNED_IN.user.id}/${name}.wav`,
    loudness_gain_db: null,
    normalize: true,
    tags: [],
    play_count: 0,
    ...overrides,
  };
}

/** GET /api/sounds?limit=… (decision 066) answering these sounds as its only page. */
export function samplePage(sounds: Sound[], libraryTotal = sounds.length): SoundPage {
  return {
    sounds,
    next_cursor: null,
    total: sounds.length,
    library_total: libraryTotal,
    tags: [...new Set(sounds.flatMap((sound) => sound.tags))].sort(),
  };
}

/** The query data of a paged library search holding these pages. */
export const samplePages = (...pages: SoundPage[]) => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : pages[i - 1]!.next_cursor)),
});
