ALTER TABLE "acryl_items" ADD COLUMN "preflight" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acryl_file_preflight" jsonb;--> statement-breakpoint
ALTER TABLE "sticker_items" ADD COLUMN "preflight" jsonb;