CREATE TABLE "login_known_addresses" (
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_addresses_phone_ip_pk" PRIMARY KEY("phone","ip")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");