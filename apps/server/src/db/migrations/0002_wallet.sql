CREATE TABLE "journal_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"member_id" uuid,
	"reference" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entry_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"member_id" uuid,
	"wallet" text DEFAULT 'MAIN' NOT NULL,
	"house_code" text,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_account_no_overdraft" CHECK ("ledger_account"."allow_negative" or "ledger_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "posting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "posting_non_zero" CHECK ("posting"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "posting" ADD CONSTRAINT "posting_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting" ADD CONSTRAINT "posting_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entry_member" ON "journal_entry" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_account_member" ON "ledger_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "posting_account" ON "posting" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "posting_entry" ON "posting" USING btree ("entry_id");