-- A player's tickets of one draw share one seamless round, closed by one win per player and draw
-- (docs/decisions/0024-lottery-round-per-player-and-draw.md): the payout row keeps that win's
-- amount, id and answer, and the tickets are read by draw and player to sum it. Before this, each
-- ticket was its own round, closed by its own win; the lottery was not yet offered to players
-- (STUDIO_LOTTERY_PUBLISHED), so no ticket bought that way is left to settle.
CREATE TABLE "studio_lottery_payout" (
	"draw_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"payout_minor" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_lottery_payout_draw_id_player_id_pk" PRIMARY KEY("draw_id","player_id"),
	CONSTRAINT "studio_lottery_payout_amount" CHECK ("studio_lottery_payout"."payout_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_lottery_payout" ADD CONSTRAINT "studio_lottery_payout_draw_id_studio_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."studio_lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_lottery_payout_unpaid" ON "studio_lottery_payout" USING btree ("draw_id","player_id") WHERE "studio_lottery_payout"."confirmed_at" is null and "studio_lottery_payout"."refusal" is null;--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_draw_player" ON "studio_lottery_ticket" USING btree ("draw_id","player_id");