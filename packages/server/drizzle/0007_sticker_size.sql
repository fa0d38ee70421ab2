ALTER TABLE "sticker_items" ADD COLUMN "sticker_width" double precision;--> statement-breakpoint
ALTER TABLE "sticker_items" ADD COLUMN "sticker_height" double precision;