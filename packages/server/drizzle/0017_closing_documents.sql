CREATE TABLE "closing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"upd_status" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_documents_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_documents_year_number" ON "closing_documents" USING btree ("year","number");