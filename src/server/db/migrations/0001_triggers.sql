-- likes_count follows soundboard_likes; a duplicate like never reaches here (primary key).
CREATE FUNCTION soundboard_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE soundboards SET likes_count = likes_count + 1 WHERE id = NEW.soundboard_id;
  ELSE
    UPDATE soundboards SET likes_count = greatest(likes_count - 1, 0) WHERE id = OLD.soundboard_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboard_likes_count_trg AFTER INSERT OR DELETE ON soundboard_likes
  FOR EACH ROW EXECUTE FUNCTION soundboard_likes_count();
--> statement-breakpoint
-- Realtime: every change to a board or a button is announced on channel 'changes'.
CREATE FUNCTION soundboards_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r soundboards;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('changes', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'board_id', r.id,
    'owner_id', r.user_id, 'is_public', r.is_public AND r.deleted_at IS NULL)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboards_notify_trg AFTER INSERT OR UPDATE OR DELETE ON soundboards
  FOR EACH ROW EXECUTE FUNCTION soundboards_notify();
--> statement-breakpoint
CREATE FUNCTION soundboard_buttons_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  board_id uuid;
  b soundboards;
BEGIN
  IF TG_OP = 'DELETE' THEN board_id := OLD.soundboard_id; ELSE board_id := NEW.soundboard_id; END IF;
  SELECT * INTO b FROM soundboards WHERE id = board_id;
  -- When the board itself is being deleted, its own notification covers its buttons.
  IF FOUND THEN
    PERFORM pg_notify('changes', json_build_object(
      'table', TG_TABLE_NAME, 'op', TG_OP, 'board_id', b.id,
      'owner_id', b.user_id, 'is_public', b.is_public AND b.deleted_at IS NULL)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboard_buttons_notify_trg AFTER INSERT OR UPDATE OR DELETE ON soundboard_buttons
  FOR EACH ROW EXECUTE FUNCTION soundboard_buttons_notify();
