CREATE TABLE "sound_library_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sound_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sound_tag_counts" (
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"sound_count" integer NOT NULL,
	CONSTRAINT "sound_tag_counts_pkey" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
CREATE TABLE "soundboard_counts" (
	"soundboard_id" uuid PRIMARY KEY NOT NULL,
	"button_count" integer DEFAULT 0 NOT NULL,
	"sound_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sound_library_counts" ADD CONSTRAINT "sound_library_counts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_tag_counts" ADD CONSTRAINT "sound_tag_counts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_counts" ADD CONSTRAINT "soundboard_counts_soundboard_id_soundboards_id_fk" FOREIGN KEY ("soundboard_id") REFERENCES "public"."soundboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept counts (decision 071): triggers keep them in the writing transaction, whatever writes. The My Boards
-- card's counts: button_count is every button of the board, sound_count those whose sound exists outside the
-- trash. A board's row is made with the board; a deleted board's row goes with it (cascade), and a button
-- deleted with its board finds no row to update.
CREATE FUNCTION soundboard_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO soundboard_counts (soundboard_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboard_counts_insert_trg AFTER INSERT ON soundboards
  FOR EACH ROW EXECUTE FUNCTION soundboard_counts_insert();
--> statement-breakpoint
-- A button added, deleted, moved to another board or given another sound (or none). A sound being deleted
-- sets its buttons' sound_id to null after the sound row is gone, so that change subtracts nothing here: the
-- sound's BEFORE DELETE trigger below has subtracted it already.
CREATE FUNCTION soundboard_counts_buttons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.soundboard_id = NEW.soundboard_id
     AND OLD.sound_id IS NOT DISTINCT FROM NEW.sound_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE soundboard_counts SET
      button_count = button_count - 1,
      sound_count = sound_count - (SELECT count(*)::int FROM sounds s
        WHERE s.id = OLD.sound_id AND s.deleted_at IS NULL)
    WHERE soundboard_id = OLD.soundboard_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE soundboard_counts SET
      button_count = button_count + 1,
      sound_count = sound_count + (SELECT count(*)::int FROM sounds s
        WHERE s.id = NEW.sound_id AND s.deleted_at IS NULL)
    WHERE soundboard_id = NEW.soundboard_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboard_counts_buttons_trg AFTER INSERT OR UPDATE OR DELETE ON soundboard_buttons
  FOR EACH ROW EXECUTE FUNCTION soundboard_counts_buttons();
--> statement-breakpoint
-- A sound moved to the trash or restored: every board with a button on it counts one sound less or more.
CREATE FUNCTION soundboard_counts_sound_trash() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int;
BEGIN
  IF (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN RETURN NULL; END IF;
  delta := CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END;
  UPDATE soundboard_counts c SET sound_count = c.sound_count + delta * n.buttons
  FROM (SELECT soundboard_id, count(*)::int AS buttons FROM soundboard_buttons
        WHERE sound_id = NEW.id GROUP BY soundboard_id) n
  WHERE c.soundboard_id = n.soundboard_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboard_counts_sound_trash_trg AFTER UPDATE OF deleted_at ON sounds
  FOR EACH ROW EXECUTE FUNCTION soundboard_counts_sound_trash();
--> statement-breakpoint
-- A sound deleted for good, before its buttons lose it (ON DELETE SET NULL runs after the row is gone).
CREATE FUNCTION soundboard_counts_sound_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    UPDATE soundboard_counts c SET sound_count = c.sound_count - n.buttons
    FROM (SELECT soundboard_id, count(*)::int AS buttons FROM soundboard_buttons
          WHERE sound_id = OLD.id GROUP BY soundboard_id) n
    WHERE c.soundboard_id = n.soundboard_id;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER soundboard_counts_sound_delete_trg BEFORE DELETE ON sounds
  FOR EACH ROW EXECUTE FUNCTION soundboard_counts_sound_delete();
--> statement-breakpoint
-- My Sounds' library total and tag chips: a sound outside the trash counts once for its user and once for each
-- of its distinct tags; a tag whose count reaches 0 loses its row. Only an increment inserts a row, so a user
-- being deleted (their sounds cascading) never inserts one.
CREATE FUNCTION sound_library_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id
     AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) AND OLD.tags = NEW.tags THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    UPDATE sound_library_counts SET sound_count = sound_count - 1 WHERE user_id = OLD.user_id;
    UPDATE sound_tag_counts SET sound_count = sound_count - 1
      WHERE user_id = OLD.user_id AND tag = ANY (OLD.tags);
    DELETE FROM sound_tag_counts
      WHERE user_id = OLD.user_id AND tag = ANY (OLD.tags) AND sound_count <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO sound_library_counts AS k (user_id, sound_count) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET sound_count = k.sound_count + 1;
    INSERT INTO sound_tag_counts AS k (user_id, tag, sound_count)
      SELECT NEW.user_id, t.tag, 1 FROM (SELECT DISTINCT unnest(NEW.tags) AS tag) t ORDER BY t.tag
      ON CONFLICT (user_id, tag) DO UPDATE SET sound_count = k.sound_count + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sound_library_counts_follow_trg AFTER INSERT OR UPDATE OR DELETE ON sounds
  FOR EACH ROW EXECUTE FUNCTION sound_library_counts_follow();
--> statement-breakpoint
-- The rows already there.
INSERT INTO soundboard_counts (soundboard_id, button_count, sound_count)
  SELECT b.id,
    (SELECT count(*)::int FROM soundboard_buttons sb WHERE sb.soundboard_id = b.id),
    (SELECT count(*)::int FROM soundboard_buttons sb JOIN sounds s ON s.id = sb.sound_id AND s.deleted_at IS NULL
      WHERE sb.soundboard_id = b.id)
  FROM soundboards b;
--> statement-breakpoint
INSERT INTO sound_library_counts (user_id, sound_count)
  SELECT user_id, count(*)::int FROM sounds WHERE deleted_at IS NULL GROUP BY user_id;
--> statement-breakpoint
INSERT INTO sound_tag_counts (user_id, tag, sound_count)
  SELECT s.user_id, t.tag, count(*)::int
  FROM sounds s, LATERAL (SELECT DISTINCT unnest(s.tags) AS tag) t
  WHERE s.deleted_at IS NULL GROUP BY s.user_id, t.tag;
