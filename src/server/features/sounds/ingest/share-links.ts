import { isDropboxUrl, isGoogleDriveUrl } from '#shared/sound-names.ts';

/**
 * Share links of Dropbox and Google Drive point at a preview page; this gives the direct-download form
 * (Dropbox: dl=1; Drive: uc?export=download&id=…). Other URLs come back unchanged.
 */
export function directDownloadUrl(input: URL): URL {
  const url = new URL(input);
  if (isDropboxUrl(url)) {
    url.searchParams.set('dl', '1');
    return url;
  }
  if (isGoogleDriveUrl(url)) {
    const id = /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get('id');
    if (!id) return url;
    const direct = new URL('https://drive.google.com/uc');
    direct.searchParams.set('export', 'download');
    direct.searchParams.set('id', id);
    return direct;
  }
  return url;
}
