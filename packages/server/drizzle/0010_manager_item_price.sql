ALTER TABLE "acryl_items" ADD COLUMN "manager_price" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "sticker_items" ADD COLUMN "manager_price" numeric(15, 2);