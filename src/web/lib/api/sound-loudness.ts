import type { SoundLoudness } from '#shared/schemas/loudness.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/**
 * PUT /api/sounds/:id/loudness: the measured gain and/or the normalise toggle. Shared: a sound is measured
 * after its upload (sounds), on its first play (the board pages) and in its settings (sound-controls).
 */
export function putLoudness(soundId: string, loudness: SoundLoudness): Promise<Sound> {
  return apiRequest<Sound>(`/api/sounds/${soundId}/loudness`, { method: 'PUT', json: loudness });
}
