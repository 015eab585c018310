import { useEffect } from 'react';
import { documentTitle } from '#shared/page-titles.ts';

/** Sets the tab's title for the route that calls it (decision 011); null: the product's name alone. */
export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
