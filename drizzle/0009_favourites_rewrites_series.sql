-- A kid's favourite stories, a parent's rewrite of one chapter as a job, and stories in a series.
CREATE TABLE "story_favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"favourite" boolean NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" DROP CONSTRAINT "generation_jobs_kind_known";--> statement-breakpoint
DROP INDEX "generation_jobs_one_active_per_author";--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "chapter_id" uuid;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "instruction" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "story_cast" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "previous_story_id" uuid;--> statement-breakpoint
ALTER TABLE "story_favourites" ADD CONSTRAINT "story_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_favourites" ADD CONSTRAINT "story_favourites_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_favourites" ADD CONSTRAINT "story_favourites_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_favourites_child_story_unique" ON "story_favourites" USING btree ("child_id","story_id");--> statement-breakpoint
CREATE INDEX "story_favourites_user_updated_idx" ON "story_favourites" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "story_favourites_story_idx" ON "story_favourites" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_previous_story_id_stories_id_fk" FOREIGN KEY ("previous_story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_one_rewrite_per_story" ON "generation_jobs" USING btree ("story_id") WHERE "generation_jobs"."status" in ('queued', 'running') and "generation_jobs"."kind" = 'rewrite-chapter';--> statement-breakpoint
CREATE INDEX "stories_series_idx" ON "stories" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "stories_previous_idx" ON "stories" USING btree ("previous_story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_one_active_per_author" ON "generation_jobs" USING btree ("author_id") WHERE "generation_jobs"."status" in ('queued', 'running') and "generation_jobs"."kind" <> 'rewrite-chapter';--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_instruction_known" CHECK ("generation_jobs"."instruction" is null or "generation_jobs"."instruction" in ('gentler', 'shorter', 'again'));--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_kind_known" CHECK ("generation_jobs"."kind" in ('write-and-narrate', 'regenerate-audio', 'rewrite-chapter'));