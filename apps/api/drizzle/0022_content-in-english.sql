ALTER TABLE "answers" ADD COLUMN "text_en" text;--> statement-breakpoint
ALTER TABLE "free_premium_offer" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "free_premium_offer" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_en" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "notes_en" text;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "theories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "theory_blocks" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "theory_blocks" ADD COLUMN "comment_en" text;--> statement-breakpoint
ALTER TABLE "theory_themes" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "language" text DEFAULT 'uk' NOT NULL;