DROP INDEX "review_cards_user_due_idx";--> statement-breakpoint
ALTER TABLE "review_cards" SET (fillfactor = 80);
