CREATE TABLE "listening_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"total_listening_time" integer DEFAULT 0 NOT NULL,
	"last_listened_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_progress_position_range" CHECK ("listening_progress"."position" >= 0),
	CONSTRAINT "listening_progress_total_range" CHECK ("listening_progress"."total_listening_time" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listening_progress_child_story_chapter_unique" ON "listening_progress" USING btree ("child_id","story_id","chapter_id");--> statement-breakpoint
CREATE INDEX "listening_progress_user_updated_idx" ON "listening_progress" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "listening_progress_story_updated_idx" ON "listening_progress" USING btree ("story_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "listening_progress_chapter_idx" ON "listening_progress" USING btree ("chapter_id");