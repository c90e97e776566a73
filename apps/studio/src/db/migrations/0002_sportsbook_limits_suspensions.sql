CREATE TABLE "studio_sports_event_liability" (
	"event_id" text PRIMARY KEY NOT NULL,
	"exposure_minor" bigint NOT NULL,
	CONSTRAINT "studio_sports_event_liability_exposure" CHECK ("studio_sports_event_liability"."exposure_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sports_market_liability" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"exposure_minor" bigint NOT NULL,
	CONSTRAINT "studio_sports_market_liability_event_id_market_key_pk" PRIMARY KEY("event_id","market_key"),
	CONSTRAINT "studio_sports_market_liability_exposure" CHECK ("studio_sports_market_liability"."exposure_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sports_suspension" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_sports_suspension_event_id_market_key_pk" PRIMARY KEY("event_id","market_key")
);
--> statement-breakpoint
CREATE TABLE "studio_sports_suspension_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"action" text NOT NULL,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_sports_suspension_audit_action" CHECK ("studio_sports_suspension_audit"."action" in ('SUSPEND', 'LIFT'))
);
--> statement-breakpoint
CREATE INDEX "studio_sports_suspension_audit_event" ON "studio_sports_suspension_audit" USING btree ("event_id","at");--> statement-breakpoint
-- The bets open when the market and event limits arrive hold liability there too: the same
-- potential returns the selections' rows already hold (a bet has one leg per event).
INSERT INTO "studio_sports_market_liability" ("event_id", "market_key", "exposure_minor")
SELECT g."event_id", g."market_key", sum(b."potential_return_minor")
FROM "studio_sports_bet" b JOIN "studio_sports_leg" g ON g."bet_id" = b."id"
WHERE b."status" IN ('PLACING', 'OPEN')
GROUP BY g."event_id", g."market_key";
--> statement-breakpoint
INSERT INTO "studio_sports_event_liability" ("event_id", "exposure_minor")
SELECT g."event_id", sum(b."potential_return_minor")
FROM "studio_sports_bet" b JOIN "studio_sports_leg" g ON g."bet_id" = b."id"
WHERE b."status" IN ('PLACING', 'OPEN')
GROUP BY g."event_id";
