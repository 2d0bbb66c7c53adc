CREATE TABLE "marathons" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"last_question_id" integer,
	"answered" integer DEFAULT 0 NOT NULL,
	"right_answers" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marathons_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
ALTER TABLE "marathons" ADD CONSTRAINT "marathons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marathons" ADD CONSTRAINT "marathons_last_question_id_questions_id_fk" FOREIGN KEY ("last_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;