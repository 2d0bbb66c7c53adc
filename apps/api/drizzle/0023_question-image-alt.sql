ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt_en" text;