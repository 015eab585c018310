import type { ReactNode } from 'react';

/** One numbered section of the Privacy or Terms page. `id` is its anchor. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}
