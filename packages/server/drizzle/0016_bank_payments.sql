CREATE TABLE "bank_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"payer_inn" text,
	"payer_name" text,
	"payer_account" text,
	"purpose" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"invoice_id" integer,
	"order_id" uuid,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_payments_document_key_unique" UNIQUE("document_key")
);
--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payments_created_idx" ON "bank_payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);