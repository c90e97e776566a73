CREATE TABLE "promotion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"entry" text NOT NULL,
	"period" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_reward_positive" CHECK ("promotion"."reward_amount" > 0),
	CONSTRAINT "promotion_window" CHECK ("promotion"."ends_at" > "promotion"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotion_application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reward_amount" bigint NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_proof" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_application" ADD CONSTRAINT "promotion_application_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_proof" ADD CONSTRAINT "promotion_proof_application_id_promotion_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_code" ON "promotion" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_application_period" ON "promotion_application" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_application_status" ON "promotion_application" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promotion_application_member" ON "promotion_application" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotion_proof_application" ON "promotion_proof" USING btree ("application_id");