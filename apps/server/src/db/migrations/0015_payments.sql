CREATE TABLE "deposit_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expected_cpf" text NOT NULL,
	"gateway_charge_id" text,
	"br_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"payer_cpf" text,
	"payer_name" text,
	"end_to_end_id" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"remark" text,
	"ledger_done" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "deposit_order_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deposit_order_status" CHECK ("deposit_order"."status" in ('PENDING', 'PAID', 'EXPIRED', 'RETURNED')),
	CONSTRAINT "deposit_order_amounts" CHECK ("deposit_order"."amount" > 0 and "deposit_order"."fee" >= 0 and "deposit_order"."fee" < "deposit_order"."amount")
);
--> statement-breakpoint
CREATE TABLE "payee" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"holder_cpf" text NOT NULL,
	"holder_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_bp" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"presets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channel_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"holder_cpf" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"confirmation" text,
	"confirm_by" timestamp with time zone,
	"gateway_payout_id" text,
	"remark" text,
	"decided_by" uuid,
	"ledger_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_reference_unique" UNIQUE("reference"),
	CONSTRAINT "withdrawal_status" CHECK ("withdrawal"."status" in ('PENDING', 'APPROVED', 'PAID', 'REJECTED')),
	CONSTRAINT "withdrawal_amount" CHECK ("withdrawal"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proof" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charge" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"br_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payer_cpf" text NOT NULL,
	"payer_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"paid_by_cpf" text,
	"paid_by_name" text,
	"end_to_end_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sandbox_charge_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"status_code" bigint,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_notification_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"holder_cpf" text NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_payout_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pix_key" (
	"pix_key" text PRIMARY KEY NOT NULL,
	"key_type" text NOT NULL,
	"holder_cpf" text NOT NULL,
	"holder_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_channel_id_payment_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proof" ADD CONSTRAINT "withdrawal_proof_withdrawal_id_withdrawal_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_request" ON "deposit_order" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_charge" ON "deposit_order" USING btree ("gateway_charge_id");--> statement-breakpoint
CREATE INDEX "deposit_order_member" ON "deposit_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_order_due" ON "deposit_order" USING btree ("expires_at") WHERE "deposit_order"."status" = 'PENDING' or not "deposit_order"."ledger_done";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_event_once" ON "payment_webhook_event" USING btree ("gateway","event_id") WHERE "payment_webhook_event"."signature_valid";--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_request" ON "withdrawal" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_one_open" ON "withdrawal" USING btree ("member_id") WHERE "withdrawal"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "withdrawal_member" ON "withdrawal" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_status_created" ON "withdrawal" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_money_due" ON "withdrawal" USING btree ("updated_at") WHERE not "withdrawal"."ledger_done";--> statement-breakpoint
CREATE INDEX "withdrawal_awaiting" ON "withdrawal" USING btree ("confirm_by") WHERE "withdrawal"."confirmation" = 'AWAITING';--> statement-breakpoint
CREATE INDEX "withdrawal_proof_withdrawal" ON "withdrawal_proof" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "sandbox_charge_status" ON "sandbox_charge" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_notification_reference" ON "sandbox_notification" USING btree ("reference");