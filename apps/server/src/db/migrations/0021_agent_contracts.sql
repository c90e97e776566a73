-- Agent contracts (agents module, docs/agents.md "Storage"): the contracts and their events, and one
-- settlement record per (contract, period) with the payout line it paid. vendor_round_settled: the
-- rounds settled in a period, which settlement reads.
CREATE TABLE "agent_contract" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" uuid NOT NULL,
	"upline_id" uuid,
	"type" text NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"termination_requested_by" text,
	"offered_by" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_type" CHECK ("agent_contract"."type" in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
	CONSTRAINT "agent_contract_status" CHECK ("agent_contract"."status" in ('OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'TERMINATION_REQUESTED', 'TERMINATED', 'SUPERSEDED'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlement" (
	"contract_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"holder_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"line" jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"journal_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlement_contract_id_period_key_pk" PRIMARY KEY("contract_id","period_key"),
	CONSTRAINT "agent_settlement_amount" CHECK ("agent_settlement"."amount" >= 0),
	CONSTRAINT "agent_settlement_state" CHECK ("agent_settlement"."state" in ('PENDING', 'PAID'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_event" ADD CONSTRAINT "agent_contract_event_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement" ADD CONSTRAINT "agent_settlement_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_one_offer" ON "agent_contract" USING btree ("holder_id","type") WHERE "agent_contract"."status" = 'OFFERED';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_one_in_force" ON "agent_contract" USING btree ("holder_id","type") WHERE "agent_contract"."status" in ('ACTIVE', 'TERMINATION_REQUESTED');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_request" ON "agent_contract" USING btree ("offered_by","request_id");--> statement-breakpoint
CREATE INDEX "agent_contract_upline" ON "agent_contract" USING btree ("upline_id","type");--> statement-breakpoint
CREATE INDEX "agent_contract_in_force" ON "agent_contract" USING btree ("type","activated_at");--> statement-breakpoint
CREATE INDEX "agent_contract_event_contract" ON "agent_contract_event" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "agent_settlement_holder" ON "agent_settlement" USING btree ("holder_id","period_start");--> statement-breakpoint
CREATE INDEX "vendor_round_settled" ON "vendor_round" USING btree ("closed_at") WHERE "vendor_round"."status" = 'settled';