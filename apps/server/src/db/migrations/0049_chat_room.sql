CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"nickname" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"win" jsonb,
	"event_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "chat_message_room" CHECK ("chat_message"."room" in ('PT', 'EN', 'CN')),
	CONSTRAINT "chat_message_kind" CHECK ("chat_message"."kind" in ('member', 'big-win'))
);
--> statement-breakpoint
CREATE TABLE "chat_mute" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"muted_until" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"muted_by" uuid NOT NULL,
	"muted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_send_window" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"window_no" bigint NOT NULL,
	"sends" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_message_room_shown" ON "chat_message" USING btree ("room","id") WHERE "chat_message"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_event" ON "chat_message" USING btree ("room","event_key");