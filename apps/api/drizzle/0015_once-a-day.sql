-- Exams started before this migration are not marked free: the new index holds from now on (decision 130).
ALTER TABLE "exam_sessions" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_free_day_idx" ON "exam_sessions" USING btree ("user_id","day") WHERE "exam_sessions"."free";--> statement-breakpoint
-- A learner keeps only the newest open order; older ones are cancelled as POST /user/unsubscribe cancels them (a
-- callback may still pay a cancelled order, payments/repository.ts PAYABLE_STATUSES).
UPDATE "orders" SET "status" = 'failed', "updated_at" = now()
WHERE "status" in ('created', 'pending') AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "orders" WHERE "status" in ('created', 'pending')
  ORDER BY "user_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" in ('created', 'pending');