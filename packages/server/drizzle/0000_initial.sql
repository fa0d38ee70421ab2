CREATE TABLE "access_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "acryl_fittings" (
	"name" text PRIMARY KEY NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"preview_png" "bytea",
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acryl_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"count" integer DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 0 NOT NULL,
	"height" double precision DEFAULT 0 NOT NULL,
	"is_color_proof" boolean DEFAULT false NOT NULL,
	"is_file_in_other_item" boolean DEFAULT false NOT NULL,
	"other_item" integer,
	"file_name" text,
	"file_key" text,
	"file_size" bigint,
	"file_uploaded_at" timestamp with time zone,
	"status" text,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"material_type" text,
	"print_type" text,
	"acryl_type" text,
	"fittings" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acryl_material_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acryl_material_types" (
	"name" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acryl_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"acryl_type" text NOT NULL,
	"print_type" text NOT NULL,
	"material_category" text NOT NULL,
	"min_count" integer NOT NULL,
	"max_width" double precision NOT NULL,
	"max_height" double precision NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acryl_print_types" (
	"name" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acryl_types" (
	"name" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cutting_types" (
	"code" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_types" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lamination_types" (
	"code" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_cart" boolean DEFAULT false NOT NULL,
	"client_name" text,
	"manager" text,
	"inserted_by" text,
	"comment" text,
	"vk_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp with time zone,
	"checkout_fingerprint" text,
	"confirmed_at" timestamp with time zone,
	"delivery_date" date,
	"approximal_send_date" date,
	"approximal_delivery_date" date,
	"send_date" text,
	"track_number" text,
	"delivery_type" text,
	"delivery_address" text,
	"receiver_credentials" text,
	"phone_number" text,
	"cdek_pvz_code" text,
	"post_index" text,
	"is_fixed_date" boolean DEFAULT false NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"color_proof_status" text,
	"is_dropshipping" boolean DEFAULT false NOT NULL,
	"is_additional_services" boolean DEFAULT false NOT NULL,
	"is_complaints" boolean DEFAULT false NOT NULL,
	"is_reprint" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"stickers_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"acryl_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payed" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"acryl_uploaded" boolean DEFAULT false NOT NULL,
	"acryl_file_name" text,
	"acryl_file_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payment_id" text,
	"payload" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotence_key" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sticker_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"count" integer DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 0 NOT NULL,
	"height" double precision DEFAULT 0 NOT NULL,
	"is_color_proof" boolean DEFAULT false NOT NULL,
	"is_file_in_other_item" boolean DEFAULT false NOT NULL,
	"other_item" integer,
	"file_name" text,
	"file_key" text,
	"file_size" bigint,
	"file_uploaded_at" timestamp with time zone,
	"status" text,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cutting_type" text,
	"film_type" text,
	"lamination_type" text
);
--> statement-breakpoint
CREATE TABLE "sticker_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"cutting_type" text NOT NULL,
	"lamination_type" text NOT NULL,
	"film_type" text NOT NULL,
	"min_count" integer NOT NULL,
	"format" text NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"password_hash" text,
	"name" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"vk_user_id" text,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"receipt_email" text,
	"receipt_fio" text,
	"address" text,
	"post_index" text,
	"cdek_pvz_code" text,
	"phone_number" text,
	"vk_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_vk_user_id_unique" UNIQUE("vk_user_id")
);
--> statement-breakpoint
CREATE TABLE "vk_auth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acryl_items" ADD CONSTRAINT "acryl_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acryl_items" ADD CONSTRAINT "acryl_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acryl_material_types" ADD CONSTRAINT "acryl_material_types_category_acryl_material_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."acryl_material_categories"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticker_items" ADD CONSTRAINT "sticker_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticker_items" ADD CONSTRAINT "sticker_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acryl_items_order_name" ON "acryl_items" USING btree ("order_id","name");--> statement-breakpoint
CREATE INDEX "acryl_items_owner_recent" ON "acryl_items" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "acryl_prices_key" ON "acryl_prices" USING btree ("acryl_type","print_type","material_category","min_count","max_width","max_height");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_owner" ON "orders" USING btree ("owner_id") WHERE "orders"."is_cart";--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "sticker_items_order_name" ON "sticker_items" USING btree ("order_id","name");--> statement-breakpoint
CREATE INDEX "sticker_items_owner_recent" ON "sticker_items" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sticker_prices_key" ON "sticker_prices" USING btree ("cutting_type","lamination_type","film_type","min_count","format");