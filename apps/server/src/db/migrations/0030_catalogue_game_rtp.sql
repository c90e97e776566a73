ALTER TABLE "catalogue_game" ADD COLUMN "rtp_bp" integer;--> statement-breakpoint
ALTER TABLE "catalogue_game" ADD CONSTRAINT "catalogue_game_rtp" CHECK ("catalogue_game"."rtp_bp" between 1 and 9999);