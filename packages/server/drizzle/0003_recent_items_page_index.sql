DROP INDEX "acryl_items_owner_recent";--> statement-breakpoint
DROP INDEX "sticker_items_owner_recent";--> statement-breakpoint
CREATE INDEX "acryl_items_owner_recent" ON "acryl_items" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sticker_items_owner_recent" ON "sticker_items" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);