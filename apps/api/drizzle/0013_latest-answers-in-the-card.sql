ALTER TABLE "review_cards" ADD COLUMN "theme_id" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "answer_id" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "correct" boolean;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "review_cards" SET "theme_id" = l."theme_id", "answer_id" = l."answer_id", "correct" = l."correct",
  "answered_at" = l."answered_at"
FROM "latest_answers" l WHERE l."user_id" = "review_cards"."user_id" AND l."question_id" = "review_cards"."question_id";--> statement-breakpoint
-- Answers given before review cards existed (migration 0006) had no card: they come in as new cards (FSRS state 0,
-- no review yet), due from the time of the answer (decision 126).
INSERT INTO "review_cards" ("user_id", "question_id", "due", "stability", "difficulty", "scheduled_days",
  "learning_steps", "reps", "lapses", "state", "last_review", "theme_id", "answer_id", "correct", "answered_at")
SELECT l."user_id", l."question_id", l."answered_at", 0, 0, 0, 0, 0, 0, 0, NULL, l."theme_id", l."answer_id",
  l."correct", l."answered_at"
FROM "latest_answers" l
WHERE NOT EXISTS (SELECT FROM "review_cards" c WHERE c."user_id" = l."user_id" AND c."question_id" = l."question_id");--> statement-breakpoint
-- A card always came with its latest answer, so none should be left; if one is, it keeps its schedule, takes its
-- question's theme and counts as answered right when FSRS holds it in review (answer id 0: not known).
UPDATE "review_cards" SET "theme_id" = q."theme_id", "answer_id" = 0, "correct" = "review_cards"."state" = 2,
  "answered_at" = coalesce("review_cards"."last_review", "review_cards"."due")
FROM "questions" q WHERE q."id" = "review_cards"."question_id" AND "review_cards"."theme_id" IS NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "theme_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "answer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "correct" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "answered_at" SET NOT NULL;--> statement-breakpoint
DROP TABLE "latest_answers" CASCADE;
