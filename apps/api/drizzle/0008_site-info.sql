CREATE TABLE "site_info" (
	"id" smallint PRIMARY KEY NOT NULL,
	"demo" boolean NOT NULL,
	"official_questions" boolean NOT NULL,
	"seller" jsonb,
	"agreement_date" date,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL
);
