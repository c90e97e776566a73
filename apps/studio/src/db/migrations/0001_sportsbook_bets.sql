CREATE TABLE "studio_sports_bet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"shape" jsonb NOT NULL,
	"stake_per_line_minor" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"lines" integer NOT NULL,
	"potential_return_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"cash_outs" integer DEFAULT 0 NOT NULL,
	"settled_version" integer,
	"auto_cash_out_minor" bigint,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_sports_bet_status" CHECK ("studio_sports_bet"."status" in ('PLACING', 'OPEN', 'REFUSED', 'ROLLED_BACK', 'WON', 'LOST', 'VOID', 'CASHED_OUT')),
	CONSTRAINT "studio_sports_bet_amounts" CHECK ("studio_sports_bet"."stake_minor" > 0 and "studio_sports_bet"."stake_per_line_minor" > 0 and "studio_sports_bet"."paid_minor" >= 0 and "studio_sports_bet"."lines" > 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sports_leg" (
	"bet_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"selection" text NOT NULL,
	"odds_e3" integer NOT NULL,
	"outcome" text DEFAULT 'OPEN' NOT NULL,
	"settled_version" integer,
	"event_name" text NOT NULL,
	"competition_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_sports_leg_bet_id_leg_index_pk" PRIMARY KEY("bet_id","leg_index"),
	CONSTRAINT "studio_sports_leg_outcome" CHECK ("studio_sports_leg"."outcome" in ('OPEN', 'WON', 'HALF_WON', 'VOID', 'HALF_LOST', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "studio_sports_liability" (
	"event_id" text NOT NULL,
	"market_key" text NOT NULL,
	"selection" text NOT NULL,
	"exposure_minor" bigint NOT NULL,
	CONSTRAINT "studio_sports_liability_event_id_market_key_selection_pk" PRIMARY KEY("event_id","market_key","selection"),
	CONSTRAINT "studio_sports_liability_exposure" CHECK ("studio_sports_liability"."exposure_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sports_payment" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"bet_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"close_round" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"refusal" text,
	CONSTRAINT "studio_sports_payment_kind" CHECK ("studio_sports_payment"."kind" in ('WIN', 'ROLLBACK')),
	CONSTRAINT "studio_sports_payment_amount" CHECK ("studio_sports_payment"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_sports_leg" ADD CONSTRAINT "studio_sports_leg_bet_id_studio_sports_bet_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."studio_sports_bet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sports_payment" ADD CONSTRAINT "studio_sports_payment_bet_id_studio_sports_bet_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."studio_sports_bet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sports_bet_request" ON "studio_sports_bet" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "studio_sports_bet_player" ON "studio_sports_bet" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_sports_bet_placing" ON "studio_sports_bet" USING btree ("created_at") WHERE "studio_sports_bet"."status" = 'PLACING';--> statement-breakpoint
CREATE INDEX "studio_sports_bet_auto_cash_out" ON "studio_sports_bet" USING btree ("id") WHERE "studio_sports_bet"."status" = 'OPEN' and "studio_sports_bet"."auto_cash_out_minor" is not null;--> statement-breakpoint
CREATE INDEX "studio_sports_leg_event_open" ON "studio_sports_leg" USING btree ("event_id","bet_id") WHERE "studio_sports_leg"."outcome" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sports_payment_order" ON "studio_sports_payment" USING btree ("bet_id","seq");--> statement-breakpoint
CREATE INDEX "studio_sports_payment_unconfirmed" ON "studio_sports_payment" USING btree ("created_at") WHERE "studio_sports_payment"."confirmed_at" is null and "studio_sports_payment"."refusal" is null;