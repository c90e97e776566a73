CREATE TABLE "announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb DEFAULT '{"PT":""}'::jsonb NOT NULL,
	"group_name" text,
	"image_url" text,
	"linkage" text DEFAULT '' NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"execution" text,
	"promotion_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_key_unique" UNIQUE("key"),
	CONSTRAINT "announcement_type" CHECK ("announcement"."type" in ('B', 'PL', 'PU', 'PR')),
	CONSTRAINT "announcement_group" CHECK (("announcement"."type" = 'B') = ("announcement"."group_name" is not null) and ("announcement"."group_name" is null or "announcement"."group_name" in ('w_login', 'w_register', 'w_popup1', 'w_leftmenu', 'w_home'))),
	CONSTRAINT "announcement_execution" CHECK (("announcement"."type" = 'PU') = ("announcement"."execution" is not null) and ("announcement"."execution" is null or "announcement"."execution" in ('A', 'B', 'F'))),
	CONSTRAINT "announcement_linkage" CHECK ("announcement"."linkage_type" = 'NONE' or ("announcement"."linkage_type" = 'INTERNAL' and "announcement"."linkage" like '/%' and "announcement"."linkage" not like '//%') or ("announcement"."linkage_type" = 'EXTERNAL' and "announcement"."linkage" like 'https://%')),
	CONSTRAINT "announcement_image" CHECK ("announcement"."image_url" is null or "announcement"."image_url" like 'https://%' or ("announcement"."image_url" like '/%' and "announcement"."image_url" not like '//%')),
	CONSTRAINT "announcement_text" CHECK (jsonb_typeof("announcement"."title"->'PT') = 'string' and "announcement"."title"->>'PT' <> '' and jsonb_typeof("announcement"."content"->'PT') = 'string'),
	CONSTRAINT "announcement_window" CHECK ("announcement"."ends_at" is null or "announcement"."ends_at" > "announcement"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "announcement_live" ON "announcement" USING btree ("type","starts_at") WHERE "announcement"."enabled";