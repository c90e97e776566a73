CREATE TABLE "member_check_in" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"cash" bigint NOT NULL,
	"points" integer NOT NULL,
	"entry_id" bigint,
	"points_awarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_check_in_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "member_check_in_streak" CHECK ("member_check_in"."streak" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_reward" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reward_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"level" integer,
	"month" text,
	"friend_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "member_reward_status" CHECK (status in ('PENDING', 'CLAIMED', 'PAID', 'EXPIRED')),
	CONSTRAINT "member_reward_kind" CHECK (kind in ('VIP_UPGRADE', 'VIP_MONTHLY', 'REFERRAL')),
	CONSTRAINT "member_reward_amount" CHECK ("member_reward"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_entry" DROP CONSTRAINT "point_entry_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "member_reward_key" ON "member_reward" USING btree ("reward_key");--> statement-breakpoint
CREATE INDEX "member_reward_member" ON "member_reward" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_reward_pending" ON "member_reward" USING btree ("kind","id") WHERE "member_reward"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "point_entry" ADD CONSTRAINT "point_entry_kind" CHECK (kind in ('EARN', 'REDEEM', 'CONVERT', 'REFUND', 'MISSION', 'CHECK_IN'));