CREATE TABLE "question_search" (
	"question_id" integer NOT NULL,
	"language" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "question_search_question_id_language_pk" PRIMARY KEY("question_id","language")
);
--> statement-breakpoint
ALTER TABLE "question_search" ADD CONSTRAINT "question_search_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_search_document_idx" ON "question_search" USING gin ("document");--> statement-breakpoint
INSERT INTO "question_search" ("question_id", "language", "document")
SELECT q.id, l.language,
  setweight(to_tsvector('simple', translate(regexp_replace(CASE WHEN l.language = 'en' THEN coalesce(q.text_en, q.text) ELSE q.text END, '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi'), '''’ʼ`', '')), 'A')
  || setweight(to_tsvector('simple', translate(regexp_replace(coalesce(CASE WHEN l.language = 'en' THEN a.en ELSE a.uk END, ''), '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi'), '''’ʼ`', '')), 'B')
  || setweight(to_tsvector('simple', translate(regexp_replace(CASE WHEN l.language = 'en' THEN coalesce(q.notes_en, q.notes) ELSE q.notes END, '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi'), '''’ʼ`', '')), 'C')
FROM "questions" q
CROSS JOIN (VALUES ('uk'), ('en')) AS l (language)
LEFT JOIN LATERAL (
  SELECT string_agg(x.text, ' ') AS uk, string_agg(coalesce(x.text_en, x.text), ' ') AS en
  FROM "answers" x WHERE x.question_id = q.id AND x.retired_at IS NULL
) a ON true
WHERE q.retired_at IS NULL;
