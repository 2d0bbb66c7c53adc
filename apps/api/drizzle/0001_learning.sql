CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"theme_id" integer,
	"block_idx" smallint,
	"correct_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"passed" boolean NOT NULL,
	"time_s" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_results" (
	"user_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"block_idx" smallint NOT NULL,
	"errors" integer NOT NULL,
	"success" integer NOT NULL,
	"attempt_id" uuid NOT NULL,
	"wrong_question_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_results_user_id_theme_id_block_idx_pk" PRIMARY KEY("user_id","theme_id","block_idx")
);
--> statement-breakpoint
CREATE TABLE "credit_test_days" (
	"user_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"day" date NOT NULL,
	"attempt_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_test_days_user_id_theme_id_day_pk" PRIMARY KEY("user_id","theme_id","day")
);
--> statement-breakpoint
CREATE TABLE "latest_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "latest_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "test_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"theme_id" integer,
	"block_idx" smallint,
	"question_ids" integer[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_results" ADD CONSTRAINT "block_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_results" ADD CONSTRAINT "block_results_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_test_days" ADD CONSTRAINT "credit_test_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_test_days" ADD CONSTRAINT "credit_test_days_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_answers" ADD CONSTRAINT "latest_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_answers" ADD CONSTRAINT "latest_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_user_created_idx" ON "attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "attempts_user_theme_type_idx" ON "attempts" USING btree ("user_id","theme_id","type");--> statement-breakpoint
CREATE INDEX "latest_answers_user_theme_idx" ON "latest_answers" USING btree ("user_id","theme_id");