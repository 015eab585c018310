ALTER TABLE "soundboard_buttons" DROP CONSTRAINT "soundboard_buttons_hotkey_uppercase";--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ALTER COLUMN "hotkey" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD COLUMN "press_mode" text DEFAULT 'toggle' NOT NULL;--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_press_mode_known" CHECK (press_mode in ('toggle', 'retrigger', 'hold'));--> statement-breakpoint
ALTER TABLE "soundboard_buttons" ADD CONSTRAINT "soundboard_buttons_hotkey_uppercase" CHECK ("soundboard_buttons"."hotkey" is null or char_length("soundboard_buttons"."hotkey") > 1 or "soundboard_buttons"."hotkey" = upper("soundboard_buttons"."hotkey"));