CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"chapter_order" integer NOT NULL,
	"title" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"duration" double precision DEFAULT 0 NOT NULL,
	"audio_key" text,
	"audio_bytes" integer,
	"audio_generated_at" timestamp with time zone,
	"word_timings" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapters_story_order_unique" UNIQUE("story_id","chapter_order"),
	CONSTRAINT "chapters_status_known" CHECK ("chapters"."status" in ('pending', 'generating-audio', 'ready', 'error'))
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"story_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_jobs_kind_known" CHECK ("generation_jobs"."kind" in ('write-and-narrate', 'regenerate-audio')),
	CONSTRAINT "generation_jobs_status_known" CHECK ("generation_jobs"."status" in ('queued', 'running', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"child_id" uuid,
	"title" text NOT NULL,
	"auto_title" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theme" text NOT NULL,
	"age_group" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"voice" text NOT NULL,
	"chapter_count" integer NOT NULL,
	"target_duration" integer NOT NULL,
	"custom_prompt" text,
	"hero_name" text,
	"seed" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"failure_reason" text,
	"cover_key" text,
	"duration" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_status_known" CHECK ("stories"."status" in ('published', 'generating', 'draft', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_claim_idx" ON "generation_jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_one_active_per_author" ON "generation_jobs" USING btree ("author_id") WHERE "generation_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "stories_author_created_idx" ON "stories" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_author_updated_idx" ON "stories" USING btree ("author_id","updated_at");