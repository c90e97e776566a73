CREATE TABLE "member_vip" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_vip_level" CHECK ("member_vip"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_level_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vip_level_change_member" ON "vip_level_change" USING btree ("member_id","created_at");