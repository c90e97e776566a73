CREATE TABLE "member_rebate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"period" date NOT NULL,
	"vip_level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"categories" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "member_rebate_status" CHECK (status in ('PENDING', 'CLAIMED', 'PAID', 'EXPIRED')),
	CONSTRAINT "member_rebate_amount" CHECK ("member_rebate"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_period" (
	"period" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_rebate_member_period" ON "member_rebate" USING btree ("member_id","period");--> statement-breakpoint
CREATE INDEX "member_rebate_pending" ON "member_rebate" USING btree ("member_id","expires_at") WHERE "member_rebate"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "member_rebate_pending_due" ON "member_rebate" USING btree ("expires_at") WHERE "member_rebate"."status" = 'PENDING';