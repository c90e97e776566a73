-- launchable: whether a launch opens the game, as its provider says (games module, docs/games.md,
-- "What is shown"); every start reconciles the built-in studio's. False until then: nothing is
-- listed that would open the vendor-down page.
-- vendor_round_created: the hot games and the winners board read every player's recent rounds.
ALTER TABLE "catalogue_game" ADD COLUMN "launchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_round_created" ON "vendor_round" USING btree ("created_at");