/**
 * The Blobs behind a guest's object URLs on this page (decision 061). The page's CSP keeps fetch to 'self'
 * (connect-src), so a guest's sound is not fetched from its blob: URL: fetchFile answers it from here.
 */
const blobs = new Map<string, Blob>();

export function rememberGuestBlob(url: string, blob: Blob): void {
  blobs.set(url, blob);
}

export function forgetGuestBlob(url: string): void {
  blobs.delete(url);
}

/** The Blob a guest's object URL names on this page, if it is one. */
export function guestBlob(url: string): Blob | undefined {
  return url.startsWith('blob:') ? blobs.get(url) : undefined;
}
