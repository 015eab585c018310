CREATE TABLE "remote_pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "remote_pairing_codes_code_hash_key" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "remote_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"board_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "remote_tokens_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "remote_tokens_kind_known" CHECK ("remote_tokens"."kind" in ('access', 'pairing')),
	CONSTRAINT "remote_tokens_pairing_bound" CHECK ("remote_tokens"."kind" = 'access' or ("remote_tokens"."board_id" is not null and "remote_tokens"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "remote_pairing_codes" ADD CONSTRAINT "remote_pairing_codes_board_id_soundboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."soundboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pairing_codes" ADD CONSTRAINT "remote_pairing_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_tokens" ADD CONSTRAINT "remote_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_tokens" ADD CONSTRAINT "remote_tokens_board_id_soundboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."soundboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_pairing_codes_board_idx" ON "remote_pairing_codes" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "remote_tokens_user_kind_idx" ON "remote_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "remote_tokens_board_idx" ON "remote_tokens" USING btree ("board_id");