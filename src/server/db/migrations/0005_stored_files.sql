CREATE TABLE "stored_files" (
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "stored_files_pkey" PRIMARY KEY("bucket","path")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
-- Files stored before the ledger existed: owned by the rows that point at them (sizes unknown: the file
-- janitor fills them in from the store on its next pass).
INSERT INTO "stored_files" ("bucket", "path", "owner_id", "size_bytes", "claimed_at")
SELECT 'sounds', "file_path", "user_id", 0, now() FROM "sounds" WHERE "file_path" IS NOT NULL
UNION ALL
SELECT 'sound-images', substr("image_url", 21), "user_id", 0, now() FROM "sounds"
  WHERE "image_url" LIKE '/files/sound-images/%'
UNION ALL
SELECT 'board-backgrounds', substr("background_image_url", 26), "user_id", 0, now() FROM "soundboards"
  WHERE "background_image_url" LIKE '/files/board-backgrounds/%'
UNION ALL
SELECT 'button-backgrounds', substr(b."background_image_url", 27), s."user_id", 0, now()
  FROM "soundboard_buttons" b JOIN "soundboards" s ON s."id" = b."soundboard_id"
  WHERE b."background_image_url" LIKE '/files/button-backgrounds/%'
UNION ALL
SELECT 'avatars', substr("avatar_url", 16), "id", 0, now() FROM "profiles"
  WHERE "avatar_url" LIKE '/files/avatars/%'
UNION ALL
SELECT 'profile-backgrounds', substr("profile_background_image_url", 28), "id", 0, now() FROM "profiles"
  WHERE "profile_background_image_url" LIKE '/files/profile-backgrounds/%'
ON CONFLICT DO NOTHING;
