CREATE TABLE "point_account" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_account_not_negative" CHECK ("point_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"turnover_per_point" bigint NOT NULL,
	"cash_per_point" bigint NOT NULL,
	"min_convert_points" bigint NOT NULL,
	"earned_until" timestamp with time zone DEFAULT 'epoch' NOT NULL,
	CONSTRAINT "point_config_one" CHECK ("point_config"."id" = 1),
	CONSTRAINT "point_config_positive" CHECK ("point_config"."turnover_per_point" > 0 and "point_config"."cash_per_point" > 0 and "point_config"."min_convert_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entry_kind" CHECK (kind in ('EARN', 'REDEEM', 'CONVERT', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "point_redeem" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"reward_id" uuid,
	"kind" text NOT NULL,
	"reward_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"cash" bigint,
	"receiving_address" text,
	"status" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redeem_status" CHECK (status in ('IN_PROCESS', 'REJECTED', 'APPROVED')),
	CONSTRAINT "point_redeem_kind" CHECK (kind in ('GOODS', 'CASH'))
);
--> statement-breakpoint
CREATE TABLE "point_reward" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"points" integer NOT NULL,
	"available" integer,
	"cash" bigint,
	"active" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_reward_kind" CHECK (kind in ('GOODS', 'CASH')),
	CONSTRAINT "point_reward_points" CHECK ("point_reward"."points" > 0),
	CONSTRAINT "point_reward_available" CHECK ("point_reward"."available" is null or "point_reward"."available" >= 0),
	CONSTRAINT "point_reward_cash" CHECK (("point_reward"."kind" = 'CASH') = ("point_reward"."cash" is not null and "point_reward"."cash" > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "point_entry_source" ON "point_entry" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "point_entry_member" ON "point_entry" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redeem_request" ON "point_redeem" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redeem_member" ON "point_redeem" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redeem_open" ON "point_redeem" USING btree ("created_at") WHERE "point_redeem"."status" = 'IN_PROCESS';