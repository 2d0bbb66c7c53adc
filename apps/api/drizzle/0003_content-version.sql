ALTER TABLE "settings" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that writes content bumps the version, whoever runs it (the importer, a test, an operator's SQL),
-- inside the writer's transaction. API processes compare it with the version of their content cache.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings" SET "content_version" = "content_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "themes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "themes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "answers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "answers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- The row the triggers update must exist before any content does (seedReferenceData inserts the same row).
INSERT INTO "settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
