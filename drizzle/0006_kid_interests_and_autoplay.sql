ALTER TABLE "children" ADD COLUMN "interests" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Autoplay next becomes on by default (S§9; docs/decisions/022). Until now nothing in the app could
-- change it, so every stored false is the old default, not a parent's choice.
UPDATE "children" SET "preferences" = jsonb_set("preferences", '{autoplayNext}', 'true');
