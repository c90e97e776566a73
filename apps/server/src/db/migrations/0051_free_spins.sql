CREATE TABLE "free_spin_grant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"source" text NOT NULL,
	"promotion_code" text NOT NULL,
	"spins_total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"bet" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "free_spin_grant_status" CHECK ("free_spin_grant"."status" in ('ACTIVE', 'USED', 'EXPIRED')),
	CONSTRAINT "free_spin_grant_spins" CHECK ("free_spin_grant"."spins_total" > 0 and "free_spin_grant"."remaining" >= 0 and "free_spin_grant"."remaining" <= "free_spin_grant"."spins_total"
        and "free_spin_grant"."bet" > 0 and ("free_spin_grant"."status" <> 'ACTIVE' or "free_spin_grant"."remaining" > 0))
);
--> statement-breakpoint
ALTER TABLE "promotion" DROP CONSTRAINT "promotion_reward_type";--> statement-breakpoint
ALTER TABLE "promotion" DROP CONSTRAINT "promotion_reward_game";--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD COLUMN "free_spin_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "reward_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "free_spin_grant_source" ON "free_spin_grant" USING btree ("source");--> statement-breakpoint
CREATE INDEX "free_spin_grant_member" ON "free_spin_grant" USING btree ("member_id","game_code") WHERE "free_spin_grant"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "free_spin_grant_expiry" ON "free_spin_grant" USING btree ("expires_at") WHERE "free_spin_grant"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_free_spins" CHECK (("promotion"."reward_type" = 'FREE_SPINS') = ("promotion"."reward_bet" > 0)
        and ("promotion"."reward_type" <> 'FREE_SPINS' or "promotion"."wagering_multiplier" = 0));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_reward_type" CHECK (reward_type in ('BONUS', 'POINTS', 'TICKETS', 'FREE_SPINS'));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_reward_game" CHECK (("promotion"."reward_type" in ('TICKETS', 'FREE_SPINS')) = ("promotion"."reward_game" <> ''));