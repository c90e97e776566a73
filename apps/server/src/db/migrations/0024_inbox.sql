-- The member inbox (docs/inbox.md), owned by the inbox module: system messages stored as a kind and
-- its parameters, one per (member, event key).
CREATE TABLE "inbox_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_message_kind" CHECK ("inbox_message"."kind" in ('deposit-credited', 'withdrawal-paid', 'withdrawal-rejected', 'contract-offered'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_message_event" ON "inbox_message" USING btree ("member_id","event_key");--> statement-breakpoint
CREATE INDEX "inbox_message_shown" ON "inbox_message" USING btree ("member_id","created_at") WHERE "inbox_message"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_message_unread" ON "inbox_message" USING btree ("member_id") WHERE "inbox_message"."read_at" is null and "inbox_message"."deleted_at" is null;