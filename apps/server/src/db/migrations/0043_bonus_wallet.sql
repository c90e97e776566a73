CREATE TABLE "bonus_grant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"promotion_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"settled_amount" bigint,
	CONSTRAINT "bonus_grant_status" CHECK ("bonus_grant"."status" in ('ACTIVE', 'CONVERTED', 'FORFEITED_EXPIRED', 'FORFEITED_WITHDRAWAL')),
	CONSTRAINT "bonus_grant_amounts" CHECK ("bonus_grant"."amount" > 0 and "bonus_grant"."required" >= 0 and "bonus_grant"."wagered" >= 0 and "bonus_grant"."max_bet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_round" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "vendor_round" ADD COLUMN "bonus_staked" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "wagering_multiplier" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "max_bet_while_wagering" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "expiry_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "contributions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "min_deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "match_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grant" ADD CONSTRAINT "bonus_grant_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grant_source" ON "bonus_grant" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grant_one_active" ON "bonus_grant" USING btree ("member_id") WHERE "bonus_grant"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "bonus_grant_member" ON "bonus_grant" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grant_expiry" ON "bonus_grant" USING btree ("expires_at") WHERE "bonus_grant"."status" = 'ACTIVE';