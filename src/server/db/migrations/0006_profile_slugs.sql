-- Profile slugs follow the username (issue 12 item 3): slugs made before that rule turned "_" into "-"
-- ("streamer_jo" → "streamer-jo"). Give each profile the slug of its username, as slugFor() writes it, where no
-- other profile holds that slug (one profile per wanted slug, the oldest; the others keep theirs). Repeated
-- until nothing changes: a profile that moves to its own slug frees its old one for another.
DO $$
DECLARE
  changed integer;
BEGIN
  LOOP
    WITH wanted AS (
      SELECT DISTINCT ON (new_slug) id, new_slug
      FROM (
        SELECT id, created_at, public_url_slug,
          coalesce(nullif(regexp_replace(regexp_replace(lower(username), '[^a-z0-9_]+', '-', 'g'), '^[-_]+|[-_]+$', '', 'g'), ''), 'user') AS new_slug
        FROM profiles
      ) candidates
      WHERE public_url_slug <> new_slug
      ORDER BY new_slug, created_at, id
    )
    UPDATE profiles SET public_url_slug = wanted.new_slug
    FROM wanted
    WHERE profiles.id = wanted.id
      AND NOT EXISTS (SELECT 1 FROM profiles holder WHERE holder.public_url_slug = wanted.new_slug);
    GET DIAGNOSTICS changed = ROW_COUNT;
    EXIT WHEN changed = 0;
  END LOOP;
END $$;
