CREATE TABLE "studio_sports_correction" (
	"bet_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"event_id" text NOT NULL,
	"version" integer NOT NULL,
	"previous_version" integer,
	"previous_outcome" text NOT NULL,
	"outcome" text NOT NULL,
	"previous_status" text NOT NULL,
	"status" text NOT NULL,
	"previous_return_minor" bigint,
	"return_minor" bigint,
	"delta_minor" bigint NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_sports_correction_bet_id_leg_index_version_pk" PRIMARY KEY("bet_id","leg_index","version")
);
--> statement-breakpoint
ALTER TABLE "studio_sports_payment" DROP CONSTRAINT "studio_sports_payment_kind";--> statement-breakpoint
ALTER TABLE "studio_sports_payment" DROP CONSTRAINT "studio_sports_payment_amount";--> statement-breakpoint
ALTER TABLE "studio_sports_correction" ADD CONSTRAINT "studio_sports_correction_bet_id_studio_sports_bet_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."studio_sports_bet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_sports_correction_event" ON "studio_sports_correction" USING btree ("event_id","version");--> statement-breakpoint
CREATE INDEX "studio_sports_leg_event_settled" ON "studio_sports_leg" USING btree ("event_id","bet_id") WHERE "studio_sports_leg"."outcome" <> 'OPEN';--> statement-breakpoint
ALTER TABLE "studio_sports_payment" ADD CONSTRAINT "studio_sports_payment_kind" CHECK ("studio_sports_payment"."kind" in ('WIN', 'ROLLBACK', 'ADJUST'));--> statement-breakpoint
ALTER TABLE "studio_sports_payment" ADD CONSTRAINT "studio_sports_payment_amount" CHECK (("studio_sports_payment"."kind" = 'ADJUST' and "studio_sports_payment"."amount_minor" <> 0) or "studio_sports_payment"."amount_minor" >= 0);