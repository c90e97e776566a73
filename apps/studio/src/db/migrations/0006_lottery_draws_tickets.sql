CREATE TABLE "studio_lottery_draw" (
	"id" text PRIMARY KEY NOT NULL,
	"game" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"status" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_lottery_draw_status" CHECK ("studio_lottery_draw"."status" in ('SCHEDULED', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED')),
	CONSTRAINT "studio_lottery_draw_result" CHECK (("studio_lottery_draw"."result" is null) = ("studio_lottery_draw"."status" in ('SCHEDULED', 'CLOSED', 'CANCELLED')))
);
--> statement-breakpoint
CREATE TABLE "studio_lottery_exposure" (
	"draw_id" text NOT NULL,
	"market" text NOT NULL,
	"number" text NOT NULL,
	"taken_minor" bigint NOT NULL,
	CONSTRAINT "studio_lottery_exposure_draw_id_market_number_pk" PRIMARY KEY("draw_id","market","number"),
	CONSTRAINT "studio_lottery_exposure_taken" CHECK ("studio_lottery_exposure"."taken_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_lottery_ticket" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"bet" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"exposure" jsonb NOT NULL,
	"status" text NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"payment_kind" text,
	"payment_transaction_id" text,
	"payment_confirmed_at" timestamp with time zone,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_lottery_ticket_status" CHECK ("studio_lottery_ticket"."status" in ('PLACING', 'OPEN', 'REFUSED', 'ROLLED_BACK', 'WON', 'LOST', 'CANCELLED')),
	CONSTRAINT "studio_lottery_ticket_amounts" CHECK ("studio_lottery_ticket"."stake_minor" > 0 and "studio_lottery_ticket"."payout_minor" >= 0),
	CONSTRAINT "studio_lottery_ticket_payment" CHECK (("studio_lottery_ticket"."payment_kind" is null) = ("studio_lottery_ticket"."payment_transaction_id" is null))
);
--> statement-breakpoint
ALTER TABLE "studio_lottery_exposure" ADD CONSTRAINT "studio_lottery_exposure_draw_id_studio_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."studio_lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_lottery_ticket" ADD CONSTRAINT "studio_lottery_ticket_draw_id_studio_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."studio_lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_lottery_draw_unfinished" ON "studio_lottery_draw" USING btree ("draw_at") WHERE "studio_lottery_draw"."status" in ('SCHEDULED', 'CLOSED', 'DRAWN');--> statement-breakpoint
CREATE UNIQUE INDEX "studio_lottery_ticket_request" ON "studio_lottery_ticket" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_player" ON "studio_lottery_ticket" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_draw_open" ON "studio_lottery_ticket" USING btree ("draw_id","id") WHERE "studio_lottery_ticket"."status" in ('PLACING', 'OPEN');--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_unpaid" ON "studio_lottery_ticket" USING btree ("draw_id","id") WHERE "studio_lottery_ticket"."payment_kind" is not null and "studio_lottery_ticket"."payment_confirmed_at" is null and "studio_lottery_ticket"."refusal" is null;--> statement-breakpoint
CREATE INDEX "studio_lottery_ticket_placing" ON "studio_lottery_ticket" USING btree ("created_at") WHERE "studio_lottery_ticket"."status" = 'PLACING';