CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"bio" text,
	"avatar_url" text,
	"profile_background_image_url" text,
	"profile_background_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"public_url_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_length" CHECK (char_length("profiles"."username") between 3 and 50),
	CONSTRAINT "profiles_full_name_length" CHECK ("profiles"."full_name" is null or char_length("profiles"."full_name") <= 100),
	CONSTRAINT "profiles_bio_length" CHECK ("profiles"."bio" is null or char_length("profiles"."bio") <= 250)
);
--> statement-breakpoint
CREATE TABLE "soundboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"user_id" uuid NOT NULL,
	"grid_rows" integer DEFAULT 2 NOT NULL,
	"grid_columns" integer DEFAULT 4 NOT NULL,
	"background_image_url" text,
	"background_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "soundboards_likes_count_non_negative" CHECK ("soundboards"."likes_count" >= 0),
	CONSTRAINT "soundboards_grid_positive" CHECK ("soundboards"."grid_rows" > 0 and "soundboards"."grid_columns" > 0),
	CONSTRAINT "soundboards_name_not_blank" CHECK (char_length(btrim("soundboards"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "sounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_path" text,
	"source_url" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sounds_has_audio" CHECK ("sounds"."file_path" is not null or "sounds"."source_url" is not null),
	CONSTRAINT "sounds_name_not_blank" CHECK (char_length(btrim("sounds"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "soundboard_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"soundboard_id" uuid NOT NULL,
	"sound_id" uuid,
	"label" text,
	"color" text DEFAULT '#a0aec0' NOT NULL,
	"hotkey" varchar(1),
	"position_row" integer NOT NULL,
	"position_col" integer NOT NULL,
	"background_image_url" text,
	"background_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soundboard_buttons_cell_key" UNIQUE("soundboard_id","position_row","position_col"),
	CONSTRAINT "unique_hotkey_per_board" UNIQUE("soundboard_id","hotkey"),
	CONSTRAINT "soundboard_buttons_hotkey_uppercase" CHECK ("soundboard_buttons"."hotkey" is null or "soundboard_buttons"."hotkey" = upper("soundboard_buttons"."hotkey")),
	CONSTRAINT "soundboard_buttons_col_non_negative" CHECK ("soundboard_buttons"."position_col" >= 0)
);
--> statement-breakpoint
CREATE TABLE "soundboard_likes" (
	"soundboard_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soundboard_likes_pkey" PRIMARY KEY("soundboard_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "soundboards" ADD CONSTRAINT "soundboards_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sounds" ADD CONSTRAINT "sounds_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_soundboard_id_soundboards_id_fk" FOREIGN KEY ("soundboard_id") REFERENCES "public"."soundboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_sound_id_sounds_id_fk" FOREIGN KEY ("sound_id") REFERENCES "public"."sounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_likes" ADD CONSTRAINT "soundboard_likes_soundboard_id_soundboards_id_fk" FOREIGN KEY ("soundboard_id") REFERENCES "public"."soundboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_likes" ADD CONSTRAINT "soundboard_likes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_public_url_slug_key" ON "profiles" USING btree ("public_url_slug");--> statement-breakpoint
CREATE INDEX "soundboards_user_created_idx" ON "soundboards" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soundboards_popular_idx" ON "soundboards" USING btree ("likes_count" DESC NULLS LAST) WHERE "soundboards"."is_public" and "soundboards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sounds_user_created_idx" ON "sounds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soundboard_buttons_sound_idx" ON "soundboard_buttons" USING btree ("sound_id");--> statement-breakpoint
CREATE INDEX "soundboard_likes_user_idx" ON "soundboard_likes" USING btree ("user_id");