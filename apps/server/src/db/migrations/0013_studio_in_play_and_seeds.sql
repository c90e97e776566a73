CREATE TABLE "studio_seed_pair" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studio_round" DROP CONSTRAINT "studio_round_status";--> statement-breakpoint
DROP INDEX "studio_round_unfinished";--> statement-breakpoint
ALTER TABLE "studio_round" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studio_round" ADD COLUMN "seed_pair_id" uuid;--> statement-breakpoint
ALTER TABLE "studio_round" ADD COLUMN "nonce" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pair_active" ON "studio_seed_pair" USING btree ("player_id") WHERE "studio_seed_pair"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "studio_seed_pair_revealed" ON "studio_seed_pair" USING btree ("player_id","revealed_at");--> statement-breakpoint
CREATE INDEX "studio_round_unfinished" ON "studio_round" USING btree ("created_at") WHERE "studio_round"."status" in ('open', 'in-play', 'bet-placed');--> statement-breakpoint
ALTER TABLE "studio_round" ADD CONSTRAINT "studio_round_status" CHECK ("studio_round"."status" in ('open', 'in-play', 'bet-placed', 'settled', 'refused', 'refunded'));