CREATE TABLE "exam_answers" (
	"exam_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"client_answer_id" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_answers_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_ids" integer[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"correct_count" smallint DEFAULT 0 NOT NULL,
	"mistakes" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"end_reason" text,
	"attempt_id" uuid
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"days" integer NOT NULL,
	"price_source" text NOT NULL,
	"group_id" integer,
	"provider" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"last_callback" jsonb,
	"premium_before" timestamp with time zone,
	"premium_after" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exam_rules_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_exam_id_exam_sessions_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_answers_client_idx" ON "exam_answers" USING btree ("exam_id","client_answer_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_user_started_idx" ON "exam_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_sessions_user_day_idx" ON "exam_sessions" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_one_open_idx" ON "exam_sessions" USING btree ("user_id") WHERE "exam_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" in ('created', 'pending');