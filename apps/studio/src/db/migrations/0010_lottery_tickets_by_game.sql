-- My tickets lists a player's tickets of one game (the game's page reads only its own bets), so
-- the index that pages them leads with the player and the game.
DROP INDEX "studio_lottery_ticket_player";--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_player" ON "studio_lottery_ticket" USING btree ("player_id","game_code","created_at");