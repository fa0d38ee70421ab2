ALTER TABLE "closing_documents" DROP CONSTRAINT "closing_documents_order_id_unique";--> statement-breakpoint
DROP INDEX "closing_documents_year_number";--> statement-breakpoint
ALTER TABLE "closing_documents" ALTER COLUMN "upd_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD COLUMN "kind" text DEFAULT 'upd' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_documents_kind_year_number" ON "closing_documents" USING btree ("kind","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_documents_order_kind" ON "closing_documents" USING btree ("order_id","kind");