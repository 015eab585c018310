ALTER TABLE "soundboards" ADD COLUMN "master_volume" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboards" ADD COLUMN "play_mode" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboards" ADD COLUMN "stop_all_key" text DEFAULT 'Escape' NOT NULL;--> statement-breakpoint
ALTER TABLE "sounds" ADD COLUMN "loudness_gain_db" real;--> statement-breakpoint
ALTER TABLE "sounds" ADD COLUMN "normalize" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sounds" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sounds" ADD COLUMN "play_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "volume" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "trim_start_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "trim_end_ms" integer;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "fade_in_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "fade_out_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "loop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sounds_tags_idx" ON "sounds" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "soundboards" ADD CONSTRAINT "soundboards_master_volume_range" CHECK (master_volume between 0 and 100);--> statement-breakpoint
ALTER TABLE "soundboards" ADD CONSTRAINT "soundboards_play_mode_known" CHECK (play_mode in ('single', 'overlap'));--> statement-breakpoint
ALTER TABLE "sounds" ADD CONSTRAINT "sounds_play_count_non_negative" CHECK ("sounds"."play_count" >= 0);--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_volume_range" CHECK (volume between 0 and 200);--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_trim_order" CHECK ("soundboard_buttons"."trim_start_ms" >= 0 and ("soundboard_buttons"."trim_end_ms" is null or "soundboard_buttons"."trim_end_ms" > "soundboard_buttons"."trim_start_ms"));--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_fade_range" CHECK (fade_in_ms between 0 and 10000 and fade_out_ms between 0 and 10000);