import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboards } from '#server/db/schema.ts';
import type { Board, BoardButton, BoardSound } from '#shared/schemas/board.ts';
import { isUuid } from '#server/lib/ids.ts';
import { soundUrl } from '#server/storage/sound-url.ts';
import { boardNotFound } from './board-access.ts';
import { BUTTON_SETTINGS_JSON_SQL } from './button-setting-columns.ts';
import { settingsOf } from './board-mapper.ts';

/** What the access rule needs of the board row. */
export interface BoardAccessRow {
  userId: string;
  isPublic: boolean;
}

/** A timestamp as `Date.prototype.toISOString` writes it (UTC, milliseconds, truncated like the driver's). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The board as the API's JSON document, built by the database: one text value instead of 48 rows × 30
 * columns to decode (on the embedded database the wire-protocol decoding and the copy to the HTTP thread
 * cost more than the query; decision 018). Keys, order and values as `toBoard`/`toButton` write them; the
 * sound's `url` (a null placeholder here, keeping the key order) and the settings' validation are added in JS.
 */
const BOARD_DOCUMENT = sql.raw(`json_build_object(
  'id', b.id, 'name', b.name, 'description', b.description, 'user_id', b.user_id,
  'grid_rows', b.grid_rows, 'grid_columns', b.grid_columns,
  'background_image_url', b.background_image_url, 'background_settings', b.background_settings,
  'is_public', b.is_public, 'likes_count', b.likes_count, 'master_volume', b.master_volume,
  'play_mode', b.play_mode, 'stop_all_key', b.stop_all_key, 'created_at', ${iso('b.created_at')},
  'deleted_at', null,
  'soundboard_buttons', coalesce((
    select json_agg(json_build_object(
      'id', sb.id, 'soundboard_id', sb.soundboard_id, 'sound_id', s.id, 'label', sb.label,
      'color', sb.color, 'hotkey', sb.hotkey, 'position_row', sb.position_row,
      'position_col', sb.position_col, 'background_image_url', sb.background_image_url,
      'background_settings', sb.background_settings, 'created_at', ${iso('sb.created_at')},
      ${BUTTON_SETTINGS_JSON_SQL},
      'sound', case when s.id is null then null else json_build_object(
        'id', s.id, 'user_id', s.user_id, 'name', s.name, 'file_path', s.file_path,
        'source_url', s.source_url, 'image_url', s.image_url, 'url', null,
        'created_at', ${iso('s.created_at')}, 'loudness_gain_db', s.loudness_gain_db,
        'normalize', s.normalize, 'play_count', s.play_count
      ) end
    ) order by sb.position_row, sb.position_col)
    from soundboard_buttons sb
    left join sounds s on s.id = sb.sound_id and s.deleted_at is null
    where sb.soundboard_id = b.id
  ), '[]'::json)
)::text`);

/**
 * The hot read (GET /api/boards/:id) in one round trip: the board (not in the trash) with its buttons and
 * their sounds (a trashed sound counts as none), by row then column. A prepared statement per database, so
 * the SQL is built once and PostgreSQL plans it once per connection.
 */
function prepare(db: Database) {
  return db
    .select({ document: sql<string>`${BOARD_DOCUMENT}` })
    .from(sql`${soundboards} as b`)
    .where(and(eq(sql`b.id`, sql.placeholder('id')), isNull(sql`b.deleted_at`)))
    .prepare('board_document');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

type SoundDocument = Omit<BoardSound, 'url'> & { url: null };
type ButtonDocument = Omit<BoardButton, 'sound'> & { sound: SoundDocument | null };

function withUrl(sound: SoundDocument): BoardSound {
  return {
    ...sound,
    url: soundUrl({ filePath: sound.file_path, sourceUrl: sound.source_url }),
  };
}

/** The board with its buttons and what the access rule needs, or 404. */
export async function readBoardWithButtons(
  db: Database,
  boardId: string,
): Promise<{ row: BoardAccessRow; board: Board }> {
  if (!isUuid(boardId)) throw boardNotFound();
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [found] = await query.execute({ id: boardId });
  if (!found) throw boardNotFound();
  const document = JSON.parse(found.document) as Omit<Board, 'soundboard_buttons'> & {
    soundboard_buttons: ButtonDocument[];
  };
  const board: Board = {
    ...document,
    background_settings: settingsOf(document.background_settings),
    soundboard_buttons: document.soundboard_buttons.map((button) => ({
      ...button,
      background_settings: settingsOf(button.background_settings),
      sound: button.sound ? withUrl(button.sound) : null,
    })),
  };
  return { row: { userId: board.user_id, isPublic: board.is_public }, board };
}
