CREATE TABLE "remote_player_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_player_streams" ADD CONSTRAINT "remote_player_streams_board_id_soundboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."soundboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_player_streams_board_idx" ON "remote_player_streams" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "remote_player_streams_instance_idx" ON "remote_player_streams" USING btree ("instance_id");