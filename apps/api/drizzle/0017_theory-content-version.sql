-- Theory is content too: the API keeps it in memory per content version (modules/theory/cache.ts), so every
-- statement that writes it bumps the version, as 0003 does for themes, questions and answers.
CREATE TRIGGER "theories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "theory_themes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theory_themes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "theory_blocks_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theory_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
