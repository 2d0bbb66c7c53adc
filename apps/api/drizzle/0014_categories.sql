ALTER TABLE "users" ADD COLUMN "active_category" text DEFAULT 'B' NOT NULL;--> statement-breakpoint
-- An account from before categories prepares for the first category it chose (decision 128).
UPDATE "users" SET "active_category" = "categories"[1] WHERE cardinality("categories") > 0;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Every exam before categories was drawn as the B exam.
ALTER TABLE "exam_sessions" ADD COLUMN "category" text DEFAULT 'B' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "category" text;--> statement-breakpoint
UPDATE "attempts" SET "category" = 'B' WHERE "type" = 'exam';--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "category" text;--> statement-breakpoint
-- Existing block results are the theme's whole list, which is what '' means.
ALTER TABLE "block_results" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "block_results" DROP CONSTRAINT "block_results_user_id_theme_id_block_idx_pk";--> statement-breakpoint
ALTER TABLE "block_results" ADD CONSTRAINT "block_results_user_id_theme_id_category_block_idx_pk" PRIMARY KEY("user_id","theme_id","category","block_idx");
