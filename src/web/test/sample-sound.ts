import type { Sound } from '#shared/schemas/sound.ts';
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
