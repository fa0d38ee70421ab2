CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"provider_refund_id" text,
	"amount" numeric(15, 2) DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- Payments that paid their order before outcomes were kept: a redelivered webhook finds them settled, never refunds them.
UPDATE "payments" SET "outcome" = 'paid'
WHERE "status" = 'succeeded' AND EXISTS (
  SELECT 1 FROM "payment_events" WHERE "dedupe_key" = 'order-paid:' || "payments"."order_id" || ':' || "payments"."provider_payment_id"
);
