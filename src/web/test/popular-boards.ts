import type { PopularBoard } from '#shared/schemas/social.ts';

/** A board as GET /api/boards/popular sends it, numbered `n` (0–99), for the web tests. */
export function popularBoard(n: number, overrides: Partial<PopularBoard> = {}): PopularBoard {
  return {
    id: `0b6a3c8e-1f2d-4e5a-9b7c-0000000000${String(n).padStart(2, '0')}`,
    name: `Board ${n}`,
    description: null,
    user_id: '7d9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f',
    grid_rows: 2,
    grid_columns: 4,
    background_image_url: null,
    background_settings: {},
    is_public: true,
    likes_count: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    deleted_at: null,
    sound_count: n,
    pads: [],
    owner: { username: `maker${n}`, avatar_url: null, public_url_slug: `maker${n}` },
    ...overrides,
  };
}
