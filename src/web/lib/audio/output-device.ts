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
