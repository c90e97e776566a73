CREATE TABLE "studio_round" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"player_id" uuid NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_round_status" CHECK ("studio_round"."status" in ('open', 'bet-placed', 'settled', 'refused', 'refunded')),
	CONSTRAINT "studio_round_amounts" CHECK ("studio_round"."bet" > 0 and "studio_round"."win" >= 0)
);
--> statement-breakpoint
CREATE INDEX "studio_round_unfinished" ON "studio_round" USING btree ("created_at") WHERE "studio_round"."status" in ('open', 'bet-placed');--> statement-breakpoint
CREATE INDEX "studio_round_player" ON "studio_round" USING btree ("player_id","created_at");