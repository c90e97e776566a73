CREATE TABLE "catalogue_game" (
	"node_id" bigint PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text,
	"names" jsonb NOT NULL,
	"display_name" text NOT NULL,
	"search_text" text NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_game_game_code_unique" UNIQUE("game_code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_vendor" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"provider" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_vendor_type" (
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "catalogue_vendor_type_vendor_code_game_type_pk" PRIMARY KEY("vendor_code","game_type")
);
--> statement-breakpoint
CREATE TABLE "favorite_game" (
	"member_id" uuid NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_game_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "recent_game" (
	"member_id" uuid NOT NULL,
	"node_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_game_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_game" ADD CONSTRAINT "catalogue_game_vendor_code_catalogue_vendor_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."catalogue_vendor"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_vendor_type" ADD CONSTRAINT "catalogue_vendor_type_vendor_code_catalogue_vendor_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."catalogue_vendor"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_game" ADD CONSTRAINT "favorite_game_node_id_catalogue_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_game"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_game" ADD CONSTRAINT "recent_game_node_id_catalogue_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_game"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_game_member" ON "favorite_game" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_game_member" ON "recent_game" USING btree ("member_id","played_at");