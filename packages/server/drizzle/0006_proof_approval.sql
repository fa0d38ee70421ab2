CREATE TABLE "proof_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"round_id" integer,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_by" integer,
	"created_by_name" text,
	"note" text,
	"item_kind" text,
	"item_name" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answered_by_name" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_files" ADD CONSTRAINT "proof_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_files" ADD CONSTRAINT "proof_files_round_id_proof_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."proof_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_files_order_idx" ON "proof_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "proof_files_round_idx" ON "proof_files" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_rounds_order_number" ON "proof_rounds" USING btree ("order_id","number");