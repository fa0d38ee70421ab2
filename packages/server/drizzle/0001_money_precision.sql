ALTER TABLE "acryl_fittings" ALTER COLUMN "price" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "acryl_items" ALTER COLUMN "cost" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "acryl_prices" ALTER COLUMN "price" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "cost" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "stickers_cost" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "acryl_cost" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_cost" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "sticker_items" ALTER COLUMN "cost" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "sticker_prices" ALTER COLUMN "price" SET DATA TYPE numeric(15, 2);