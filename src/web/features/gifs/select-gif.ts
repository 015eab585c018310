import { GIF_VARIANT_TRIALS, type GifResult, type GifVariant } from '#shared/schemas/gif.ts';
import { fetchFile } from '#web/lib/api/request.ts';

export class GifTooLargeError extends Error {}
export class GifDownloadError extends Error {}

/** A variant's size: the provider's metadata, else a HEAD on its URL; null when unknown. */
async function sizeOf(image: GifResult['images'][GifVariant]): Promise<number | null> {
  if (typeof image.size === 'number' && image.size > 0) return image.size;
  try {
    const head = await fetchFile(image.url, { method: 'HEAD' });
    const length = Number(head.headers.get('content-length'));
    return head.ok && length > 0 ? length : null;
  } catch {
    return null;
  }
}

/** Spec §9: the first variant in order whose size is within maxBytes. */
export async function chooseVariant(gif: GifResult, maxBytes: number) {
  for (const trial of GIF_VARIANT_TRIALS) {
    const size = await sizeOf(gif.images[trial.variant]);
    if (size !== null && size <= maxBytes) return trial;
  }
  throw new GifTooLargeError();
}

/** Spec §7: GET on the chosen variant's url, read as a file. */
export async function downloadGif(gif: GifResult, variant: GifVariant, maxBytes: number) {
  let blob: Blob;
  try {
    const response = await fetchFile(gif.images[variant].url);
    if (!response.ok) throw new Error(String(response.status));
    blob = await response.blob();
  } catch {
    throw new GifDownloadError();
  }
  if (blob.size > maxBytes) throw new GifTooLargeError();
  const name = `${gif.id.replace(/[^A-Za-z0-9_-]/g, '_') || 'gif'}.gif`;
  return new File([blob], name, { type: 'image/gif' });
}
