import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';

/**
 * The data the server rendered this page's first content from (decision 021), or null for the plain shell.
 * Apart from the app: the page's entry reads it too, before the app has loaded (issue 32 point 8).
 */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
