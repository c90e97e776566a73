-- Settlement walks a draw's open tickets by player, then id (docs/lottery.md, "Settlement and
-- cancellation"): a page's closing wins then name few players, so the platform's batched win
-- touches few members' accounts and day rows, and pages in flight at once share almost none.
-- Cancellation and the purchases still in PLACING read the same index by its draw prefix.
DROP INDEX "studio_lottery_ticket_draw_open";--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_draw_open" ON "studio_lottery_ticket" USING btree ("draw_id","player_id","id") WHERE "studio_lottery_ticket"."status" in ('PLACING', 'OPEN');
