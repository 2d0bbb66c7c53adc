CREATE TABLE "answer_choices" (
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_choices_question_id_answer_id_pk" PRIMARY KEY("question_id","answer_id")
);
--> statement-breakpoint
ALTER TABLE "answer_choices" ADD CONSTRAINT "answer_choices_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "count_first_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "answer_choices" ("question_id", "answer_id", "learners")
  SELECT "question_id", "answer_id", count(*) FROM "created_cards" GROUP BY "question_id", "answer_id"
  ON CONFLICT ("question_id", "answer_id") DO UPDATE SET "learners" = "answer_choices"."learners" + excluded."learners";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "review_cards_first_answers" AFTER INSERT ON "review_cards" REFERENCING NEW TABLE AS "created_cards" FOR EACH STATEMENT EXECUTE FUNCTION "count_first_answers"();
--> statement-breakpoint
INSERT INTO "answer_choices" ("question_id", "answer_id", "learners")
SELECT "question_id", "answer_id", count(*) FROM "review_cards" WHERE "reps" = 1 GROUP BY "question_id", "answer_id";
