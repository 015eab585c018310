/** GET /api/trash (DESIGN.md §5): what the trash page shows, newest deletion first. */
export interface TrashedBoard {
  id: string;
  name: string;
  description: string | null;
  background_image_url: string | null;
  background_settings: Record<string, unknown>;
  created_at: string;
  deleted_at: string;
  /** Buttons that have a sound assigned (the card's badge). */
  sound_button_count: number;
}

export interface TrashedSound {
  id: string;
  name: string;
  /** Public URL of the audio: the stored file, or the source URL. */
  url: string | null;
  image_url: string | null;
  created_at: string;
  deleted_at: string;
}

export interface Trash {
  boards: TrashedBoard[];
  sounds: TrashedSound[];
}

/** POST /api/functions/clear-user-trash */
export interface ClearTrashResult {
  cleared: { boards: number; sounds: number; total: number };
}
