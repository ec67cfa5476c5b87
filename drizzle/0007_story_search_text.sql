-- The two columns are filled by the app as soon as the migrations have run (server/db/migrate.ts), in
-- the same form as every later write: SQL cannot fold accents and punctuation the way search does (ADR 018).
ALTER TABLE "stories" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_description" text;--> statement-breakpoint
CREATE INDEX "stories_search_missing_idx" ON "stories" USING btree ("id") WHERE "stories"."search_title" is null;