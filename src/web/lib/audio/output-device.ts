import { toast } from 'sonner';
import { OUTPUT_DEVICE_MESSAGES } from '#shared/output-device-messages.ts';

/** The output device chosen on this device (decision 036): device ids belong to one browser profile. */
const STORAGE_KEY = 'soundboard:output-device';

export function storedOutputDevice(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeOutputDevice(sinkId: string) {
  try {
    if (sinkId) localStorage.setItem(STORAGE_KEY, sinkId);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * Whether the output remembered on this browser is missing from the outputs the browser lists now (unplugged
 * headphones, a virtual cable uninstalled). False when nothing is remembered, or when the browser lists no
 * outputs or hides their ids (no permission yet): then it cannot be told.
 */
export async function rememberedOutputGone(): Promise<boolean> {
  const remembered = storedOutputDevice();
  if (!remembered || !navigator.mediaDevices?.enumerateDevices) return false;
  const outputs = (await navigator.mediaDevices.enumerateDevices()).filter(
    (device) => device.kind === 'audiooutput',
  );
  if (outputs.length === 0 || outputs.some((device) => !device.deviceId)) return false;
  return !outputs.some((device) => device.deviceId === remembered);
}

let noticed = false;

/**
 * Tells the user, once a page, when the remembered output is gone: the browser plays on the system default
 * without a word (decision 055). The choice stays remembered, for when the device is back.
 */
export function noticeMissingOutput(): void {
  if (noticed) return;
  noticed = true;
  void rememberedOutputGone()
    .then((gone) => gone && toast.warning(OUTPUT_DEVICE_MESSAGES.gone))
    .catch(() => undefined);
}
