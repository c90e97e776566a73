CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_challenge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_hash" text NOT NULL,
	"member_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"password_expired" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "login_challenge_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "member_login_ip" (
	"member_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_ip_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "captcha_challenge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"member_id" uuid,
	"account" text,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "contacts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "icon_url" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "demo_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "registration_ip" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "registration_domain" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_method" text DEFAULT 'WEB' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "kind" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "linked_session_id" uuid;--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "login_type" text DEFAULT 'username' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_challenge" ADD CONSTRAINT "login_challenge_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_ip" ADD CONSTRAINT "member_login_ip_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_message_destination" ON "outbox_message" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_lookup" ON "verification_code" USING btree ("channel","destination","created_at");--> statement-breakpoint
CREATE INDEX "audit_event_member" ON "audit_event" USING btree ("member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_event_action" ON "audit_event" USING btree ("action","occurred_at");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_parent_id_member_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_referred_by_member_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_unique" ON "member" USING btree ("mobile") WHERE "member"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_email_unique" ON "member" USING btree ("email") WHERE "member"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_id_number_unique" ON "member" USING btree ("id_number") WHERE "member"."id_number" is not null;--> statement-breakpoint
CREATE INDEX "member_parent" ON "member" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_referral_code_unique" UNIQUE("referral_code");