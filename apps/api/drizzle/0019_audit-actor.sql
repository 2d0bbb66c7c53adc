ALTER TABLE "audit_log" ADD COLUMN "actor" text DEFAULT 'console' NOT NULL;--> statement-breakpoint
-- Until now a row without an operator was the command line's (the journal showed it so): it stays so.
UPDATE "audit_log" SET "actor" = 'cli' WHERE "operator_id" IS NULL;
