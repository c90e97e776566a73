CREATE TABLE "studio_sports_feed_competition" (
	"provider_id" text NOT NULL,
	"id" text NOT NULL,
	"sport" text NOT NULL,
	"title" text,
	"name" text NOT NULL,
	"country" text,
	"season" text NOT NULL,
	CONSTRAINT "studio_sports_feed_competition_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "studio_sports_feed_cursor" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"sequence" bigint NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sports_feed_fixture" (
	"provider_id" text NOT NULL,
	"id" text NOT NULL,
	"competition_id" text NOT NULL,
	"sport" text NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"format" jsonb NOT NULL,
	"status" text NOT NULL,
	"live_coverage" boolean NOT NULL,
	"phase" jsonb NOT NULL,
	"scoreboard" jsonb,
	"minute" integer,
	"bet_stop_until" timestamp with time zone,
	"sequence" bigint NOT NULL,
	CONSTRAINT "studio_sports_feed_fixture_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "studio_sports_feed_incident" (
	"provider_id" text NOT NULL,
	"event_sequence" bigint NOT NULL,
	"fixture_id" text NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"minute" integer NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"sequence" bigint NOT NULL,
	CONSTRAINT "studio_sports_feed_incident_provider_id_event_sequence_pk" PRIMARY KEY("provider_id","event_sequence")
);
--> statement-breakpoint
CREATE TABLE "studio_sports_feed_market" (
	"provider_id" text NOT NULL,
	"fixture_id" text NOT NULL,
	"market_key" text NOT NULL,
	"status" text NOT NULL,
	"selections" jsonb NOT NULL,
	"sequence" bigint NOT NULL,
	CONSTRAINT "studio_sports_feed_market_provider_id_fixture_id_market_key_pk" PRIMARY KEY("provider_id","fixture_id","market_key")
);
--> statement-breakpoint
CREATE TABLE "studio_sports_feed_refusal" (
	"provider_id" text NOT NULL,
	"sequence" bigint NOT NULL,
	"reason" text NOT NULL,
	"message" jsonb NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_sports_feed_refusal_provider_id_sequence_pk" PRIMARY KEY("provider_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "studio_sports_feed_result" (
	"provider_id" text NOT NULL,
	"fixture_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"scoreboard" jsonb NOT NULL,
	"retired" text,
	"reason" text,
	"published_at" timestamp with time zone NOT NULL,
	"sequence" bigint NOT NULL,
	CONSTRAINT "studio_sports_feed_result_provider_id_fixture_id_version_pk" PRIMARY KEY("provider_id","fixture_id","version")
);
--> statement-breakpoint
CREATE INDEX "studio_sports_feed_fixture_starts" ON "studio_sports_feed_fixture" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "studio_sports_feed_fixture_sequence" ON "studio_sports_feed_fixture" USING btree ("provider_id","sequence");--> statement-breakpoint
CREATE INDEX "studio_sports_feed_incident_fixture" ON "studio_sports_feed_incident" USING btree ("provider_id","fixture_id");--> statement-breakpoint
CREATE INDEX "studio_sports_feed_incident_sequence" ON "studio_sports_feed_incident" USING btree ("provider_id","sequence");--> statement-breakpoint
CREATE INDEX "studio_sports_feed_market_sequence" ON "studio_sports_feed_market" USING btree ("provider_id","sequence");--> statement-breakpoint
CREATE INDEX "studio_sports_feed_result_sequence" ON "studio_sports_feed_result" USING btree ("provider_id","sequence");--> statement-breakpoint
CREATE INDEX "studio_sports_feed_result_published" ON "studio_sports_feed_result" USING btree ("provider_id","published_at");