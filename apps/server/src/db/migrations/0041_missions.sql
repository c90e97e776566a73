CREATE TABLE "mission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"min_amount" bigint,
	"target" bigint NOT NULL,
	"period" text NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_kind" CHECK (kind in ('WAGER', 'DEPOSIT', 'ROUNDS')),
	CONSTRAINT "mission_period" CHECK (period in ('DAILY', 'WEEKLY')),
	CONSTRAINT "mission_reward_kind" CHECK (reward_kind in ('POINTS', 'BONUS')),
	CONSTRAINT "mission_amounts" CHECK ("mission"."target" > 0 and "mission"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "mission_cursor" (
	"source" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"reward_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_state" CHECK (state in ('IN_PROGRESS', 'COMPLETED', 'CLAIMED', 'EXPIRED')),
	CONSTRAINT "mission_progress_capped" CHECK ("mission_progress"."progress" >= 0 and "mission_progress"."progress" <= "mission_progress"."target")
);
--> statement-breakpoint
CREATE TABLE "mission_source" (
	"source_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_entry" DROP CONSTRAINT "point_entry_kind";--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_code" ON "mission" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_progress_member_period" ON "mission_progress" USING btree ("member_id","mission_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_progress_board" ON "mission_progress" USING btree ("period","period_key","state");--> statement-breakpoint
CREATE INDEX "mission_progress_open" ON "mission_progress" USING btree ("period_ends_at") WHERE "mission_progress"."state" in ('IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE INDEX "mission_progress_unpaid" ON "mission_progress" USING btree ("claimed_at") WHERE "mission_progress"."state" = 'CLAIMED' and "mission_progress"."reward_paid_at" is null;--> statement-breakpoint
CREATE INDEX "deposit_order_paid" ON "deposit_order" USING btree ("paid_at") WHERE "deposit_order"."status" = 'PAID';--> statement-breakpoint
ALTER TABLE "point_entry" ADD CONSTRAINT "point_entry_kind" CHECK (kind in ('EARN', 'REDEEM', 'CONVERT', 'REFUND', 'MISSION'));