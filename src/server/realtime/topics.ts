/**
 * What a stream subscribes to on the realtime bus (decision 046). An event is published to topics; a stream
 * receives it when it subscribes to at least one of them (once, however many match).
 * - `public`: public boards (and a board's last change as it leaves public view), for everyone;
 * - `owner:<user id>`: every board of that user, for the user's own streams;
 * - `live:<board id>`: a live board's presses and state, for its listeners (decision 035);
 * - `remote:<board id>`: a remote's presses, for the owner's open players of the board (decision 059);
 * - `remotes:<board id>`: what the owner's player plays, for the board's remotes;
 * - `remote-token:<token id>`: one remote's own stream (its revocation).
 */
export type Topic =
  | 'public'
  | `owner:${string}`
  | `live:${string}`
  | `remote:${string}`
  | `remotes:${string}`
  | `remote-token:${string}`;

export const PUBLIC_BOARDS: Topic = 'public';
export const ownerBoards = (userId: string): Topic => `owner:${userId}`;
export const liveBoard = (boardId: string): Topic => `live:${boardId}`;
export const remotePlayers = (boardId: string): Topic => `remote:${boardId}`;
export const boardRemotes = (boardId: string): Topic => `remotes:${boardId}`;
export const remoteToken = (tokenId: string): Topic => `remote-token:${tokenId}`;

/** The board of a `live:` topic, or null. */
export const boardOfLiveTopic = (topic: string): string | null =>
  topic.startsWith('live:') ? topic.slice(5) : null;

/** GET /api/realtime's subscription: public boards, and the viewer's own when signed in. */
export const viewerTopics = (viewerId: string | null): Topic[] =>
  viewerId ? [PUBLIC_BOARDS, ownerBoards(viewerId)] : [PUBLIC_BOARDS];

/**
 * Who hears of a board's change or announcement (decision 025): its owner always, everyone else while the
 * board is public or has just left public view.
 */
export const boardTopics = (ownerId: string, seenByAll: boolean): Topic[] =>
  seenByAll ? [ownerBoards(ownerId), PUBLIC_BOARDS] : [ownerBoards(ownerId)];
