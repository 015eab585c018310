import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { readJson } from '#web/lib/api-client.ts';
import { soundsQueryKey } from './get-sounds.ts';
import { storageUsageQueryKey } from './get-storage-usage.ts';

/** Spec §3 "Sound creation": a file (or recorded blob) or a source URL, plus name and optional image. */
export interface NewSound {
  name: string;
  file?: { blob: Blob; fileName: string };
  sourceUrl?: string;
  image?: File | null;
}

export async function createSound(input: NewSound): Promise<Sound> {
  const form = new FormData();
  form.append('name', input.name.trim());
  if (input.file) form.append('file', input.file.blob, input.file.fileName);
  if (input.sourceUrl) form.append('source_url', input.sourceUrl.trim());
  if (input.image) form.append('image', input.image);
  const response = await fetch('/api/sounds', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  return readJson<Sound>(response);
}

export function useCreateSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSound,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
        queryClient.invalidateQueries({ queryKey: storageUsageQueryKey }),
      ]),
  });
}
