CREATE TABLE "reference_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_list_order_idx" ON "orders" USING btree ("priority" DESC NULLS FIRST,"number" DESC NULLS FIRST);--> statement-breakpoint
-- The one row, present from the start: readers never find it missing.
INSERT INTO "reference_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Moves the revision in the transaction that edits a reference or price table (an edit made straight
-- in the database too), so every instance sees the change on its next read of the row.
CREATE OR REPLACE FUNCTION "bump_reference_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  referenced text;
BEGIN
  FOREACH referenced IN ARRAY ARRAY['lamination_types', 'cutting_types', 'film_types', 'acryl_material_categories',
    'acryl_material_types', 'acryl_types', 'acryl_print_types', 'acryl_fittings', 'sticker_prices', 'acryl_prices']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_revision"()', referenced || '_revision', referenced);
  END LOOP;
END;
$$;
