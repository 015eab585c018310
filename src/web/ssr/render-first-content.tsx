import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ROUTES, sharedBoardPath } from '#shared/routes.ts';
import type { Board } from '#shared/schemas/board.ts';
import { SharedBoardContent } from '#web/features/boards/components/shared-board-content.tsx';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { LikeButton } from '#web/features/likes/components/like-button.tsx';
import { CompactViewLink } from '#web/features/compact-mode/components/compact-view-link.tsx';
import { MidiButtonFace } from '#web/features/midi/components/midi-button-face.tsx';
import { OutputDeviceButtonFace } from '#web/features/sound-controls/components/output-device-button-face.tsx';
import { VisitorHome } from '#web/app/routes/visitor-home.tsx';

/**
 * The first content of a page as HTML, rendered by the server into index.html's <main> (decision 021): the
 * app's own components, so the markup is what the app's first render makes (React escapes every text and
 * attribute). The server imports only this module of the web, and through it presentational pieces only: idle
 * tiles, the header with the controls' markup, the like button; no engine, cache, MIDI, sorter or device code
 * (decision 045; src/server/static/server-bundle-modules.test.ts holds the bundle to that).
 */
export function renderVisitorHome(): string {
  // The popular list is not read here: the carousel and the selector render their loading state, as the
  // app's first render does (no query runs during renderToString).
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={ROUTES.home}>
        <VisitorHome />
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/** A public board as a visitor sees it (the buttons with a sound), tiles idle. */
export function renderPublicBoard(board: Board): string {
  // As the app's first render from the page data: a visitor, so the like control is not pressed.
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, null);
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={sharedBoardPath(board.id)}>
        <SharedBoardContent
          board={board}
          isOwner={false}
          likeControl={<LikeButton board={board} />}
          controls={
            // As the app's board controls draw them (web/app/board-instrument/board-controls.tsx).
            <>
              <OutputDeviceButtonFace />
              <MidiButtonFace />
              <CompactViewLink boardId={board.id} />
            </>
          }
        />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
