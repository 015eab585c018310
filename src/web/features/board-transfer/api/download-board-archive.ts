import { archiveFileName } from '#shared/board-transfer.ts';
import { apiDownload } from '#web/lib/api/request.ts';

/** The file name the server gave (Content-Disposition), else one made from the board's name. */
function fileNameOf(response: Response, boardName: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? archiveFileName(boardName);
}

/**
 * GET /api/boards/:id/export, then the browser saves the .zip. Fetched rather than linked, so a refusal or
 * a lost connection is a message on the page, not an error document in place of the app.
 */
export async function downloadBoardArchive(boardId: string, boardName: string): Promise<void> {
  const response = await apiDownload(`/api/boards/${boardId}/export`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, boardName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
