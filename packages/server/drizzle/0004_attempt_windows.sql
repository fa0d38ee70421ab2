CREATE TABLE "attempt_windows" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"attempts" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_windows_bucket_subject_pk" PRIMARY KEY("bucket","subject")
);
--> statement-breakpoint
CREATE INDEX "attempt_windows_ends_at_idx" ON "attempt_windows" USING btree ("ends_at");