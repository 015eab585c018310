-- Realtime (issue 13, decision 025): a board notification also says whether the board was publicly visible
-- before the change, so the SSE hub can tell public viewers that a board left public view (made private or
-- moved to the trash) without ever announcing changes of boards that stay private.
CREATE OR REPLACE FUNCTION soundboards_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r soundboards;
  was_public boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_OP <> 'INSERT' THEN was_public := OLD.is_public AND OLD.deleted_at IS NULL; END IF;
  -- likes_count alone changing (a like) is announced too: the popular order and the counts move.
  PERFORM pg_notify('changes', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'board_id', r.id,
    'owner_id', r.user_id, 'is_public', r.is_public AND r.deleted_at IS NULL AND TG_OP <> 'DELETE',
    'was_public', was_public)::text);
  RETURN NULL;
END;
$$;
