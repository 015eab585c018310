import type { Board, BoardButton } from '#shared/schemas/board.ts';

const OWNER_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** A public board of the given labels, each button with a sound, as GET /api/boards/:id returns it. */
export function sampleBoard(id: string, labels: string[], overrides: Partial<Board> = {}): Board {
  const buttons = labels.map((label, index): BoardButton => {
    const buttonId = `${id.slice(0, 24)}${String(index).padStart(12, '0')}`;
    return {
      id: buttonId,
      soundboard_id: id,
      sound_id: buttonId,
      label,
      color: '#2563eb',
      hotkey: null,
      position_row: 0,
      position_col: index,
      background_image_url: null,
      background_settings: {},
      created_at: '2026-11-01T00:00:00.000Z',
      volume: 100,
      trim_start_ms: 0,
      trim_end_ms: null,
      fade_in_ms: 0,
      fade_out_ms: 0,
      loop: false,
      press_mode: 'toggle',
      sound: {
        id: buttonId,
        user_id: OWNER_ID,
        name: label,
        file_path: `${OWNER_ID}/${index}.wav`,
        source_url: null,
        image_url: null,
        url: `/files/sounds/${OWNER_ID}/${index}.wav`,
        created_at: '2026-11-01T00:00:00.000Z',
        loudness_gain_db: null,
        normalize: true,
        play_count: 0,
      },
    };
  });
  return {
    id,
    name: 'Sample board',
    description: null,
    user_id: OWNER_ID,
    grid_rows: 1,
    grid_columns: Math.max(1, labels.length),
    background_image_url: null,
    background_settings: {},
    is_public: true,
    likes_count: 0,
    master_volume: 100,
    play_mode: 'single',
    stop_all_key: 'Escape',
    created_at: '2026-11-01T00:00:00.000Z',
    deleted_at: null,
    soundboard_buttons: buttons,
    ...overrides,
  };
}
