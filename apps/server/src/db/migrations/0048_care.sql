CREATE TABLE "care_quota" (
	"member_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "care_quota_member_id_scope_pk" PRIMARY KEY("member_id","scope")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_known" CHECK ("feedback"."type" in ('FEEDBACK', 'COMPLAINT')),
	CONSTRAINT "feedback_status_known" CHECK ("feedback"."status" in ('SUBMITTED', 'IN_REVIEW', 'REPLIED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "feedback_image" (
	"feedback_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "feedback_image_feedback_id_position_pk" PRIMARY KEY("feedback_id","position")
);
--> statement-breakpoint
CREATE TABLE "support_conversation" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"author" text NOT NULL,
	"operator_account" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_message_author" CHECK ("support_message"."author" in ('MEMBER', 'OPERATOR'))
);
--> statement-breakpoint
ALTER TABLE "inbox_message" DROP CONSTRAINT "inbox_message_kind";--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_member_id_support_conversation_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."support_conversation"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_reference" ON "feedback" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_conversation_recent" ON "support_conversation" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "support_message_member" ON "support_message" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "inbox_message" ADD CONSTRAINT "inbox_message_kind" CHECK ("inbox_message"."kind" in ('deposit-credited', 'withdrawal-paid', 'withdrawal-rejected', 'contract-offered', 'feedback-replied'));