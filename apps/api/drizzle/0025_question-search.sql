CREATE TABLE "question_search" (
	"question_id" integer NOT NULL,
	"language" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"title" "tsvector" NOT NULL,
	"answers" "tsvector" NOT NULL,
	"bank_order" integer NOT NULL,
	"question_categories" text[] NOT NULL,
	"theme_categories" text[] NOT NULL,
	CONSTRAINT "question_search_question_id_language_pk" PRIMARY KEY("question_id","language")
);
--> statement-breakpoint
ALTER TABLE "question_search" ADD CONSTRAINT "question_search_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_search_document_idx" ON "question_search" USING gin ("document");
--> statement-breakpoint
with texts as (
  select q.id, l.language,
    row_number() over (partition by l.language order by t.number, t.id, q.position, q.id)::integer as bank_order,
    q.categories as question_categories, t.categories as theme_categories,
    translate(case when l.language = 'en' then coalesce(q.text_en, q.text) else q.text end, '''’ʼ`', '') as text,
    translate(coalesce(case when l.language = 'en' then a.en else a.uk end, ''), '''’ʼ`', '') as answers,
    translate(regexp_replace(case when l.language = 'en' then coalesce(q.notes_en, q.notes) else q.notes end,
      '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi'), '''’ʼ`', '') as notes
  from questions q
  join themes t on t.id = q.theme_id
  cross join (values ('uk'), ('en')) as l (language)
  left join lateral (
    select string_agg(x.text, ' ') as uk, string_agg(coalesce(x.text_en, x.text), ' ') as en
    from answers x where x.question_id = q.id and x.retired_at is null
  ) a on true
  where q.retired_at is null and t.retired_at is null
)
insert into question_search (question_id, language, bank_order, question_categories, theme_categories, document, title, answers)
select id, language, bank_order, question_categories, theme_categories,
  setweight(to_tsvector('simple', text), 'A') || setweight(to_tsvector('simple', answers), 'B')
    || setweight(to_tsvector('simple', notes), 'C'),
  to_tsvector('simple', text), to_tsvector('simple', answers)
from texts;
