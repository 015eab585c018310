import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ROUTES, sharedBoardPath } from '#shared/routes.ts';
import type { Board } from '#shared/schemas/board.ts';
import { SharedBoardContent } from '#web/features/boards/components/shared-board-content.tsx';
import { VisitorHero } from '#web/features/home/components/visitor-hero.tsx';

/**
 * The first content of a page as HTML, rendered by the server into index.html's <main> (decision 021): the
 * app's own components, so the markup is what the app's first render makes (React escapes every text and
 * attribute). The server imports only this module of the web.
 */
export function renderVisitorHome(): string {
  return renderToString(
    <StaticRouter location={ROUTES.home}>
      <VisitorHero />
    </StaticRouter>,
  );
}

/** A public board as a visitor sees it (the buttons with a sound), tiles idle. */
export function renderPublicBoard(board: Board): string {
  return renderToString(
    <StaticRouter location={sharedBoardPath(board.id)}>
      <SharedBoardContent board={board} isOwner={false} />
    </StaticRouter>,
  );
}
