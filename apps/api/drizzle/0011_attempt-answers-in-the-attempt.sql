ALTER TABLE "attempts" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "attempts" SET "answers" = "moved"."answers" FROM (
  SELECT "attempt_id", jsonb_agg(jsonb_build_array("question_id", "answer_id", "correct") ORDER BY "question_id") AS "answers"
  FROM "attempt_answers" GROUP BY "attempt_id"
) AS "moved" WHERE "moved"."attempt_id" = "attempts"."id";--> statement-breakpoint
DROP TABLE "attempt_answers" CASCADE;
