ALTER TABLE "point_entry" DROP CONSTRAINT "point_entry_kind";--> statement-breakpoint
ALTER TABLE "lucky_ticket" DROP CONSTRAINT "lucky_ticket_source_kind";--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "reward_type" text DEFAULT 'BONUS' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "reward_game" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "min_turnover" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entry" ADD CONSTRAINT "point_entry_kind" CHECK (kind in ('EARN', 'REDEEM', 'CONVERT', 'REFUND', 'MISSION', 'CHECK_IN', 'PROMOTION'));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_reward_type" CHECK (reward_type in ('BONUS', 'POINTS', 'TICKETS'));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_reward_game" CHECK (("promotion"."reward_type" = 'TICKETS') = ("promotion"."reward_game" <> ''));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_wager_target" CHECK (("promotion"."entry" = 'WAGER') = ("promotion"."min_turnover" > 0));--> statement-breakpoint
ALTER TABLE "lucky_ticket" ADD CONSTRAINT "lucky_ticket_source_kind" CHECK (source in ('DEPOSIT', 'TURNOVER', 'GRANT', 'PROMOTION'));