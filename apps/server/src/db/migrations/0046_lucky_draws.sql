CREATE TABLE "lucky_day" (
	"day" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_game" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rules" jsonb NOT NULL,
	"ticket_days" integer NOT NULL,
	"segments" jsonb NOT NULL,
	"places" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"raffle_client_seed" text,
	"raffle_status" text,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lucky_game_kind" CHECK (kind in ('RED_ENVELOPE', 'PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE')),
	CONSTRAINT "lucky_game_raffle_status" CHECK (raffle_status is null or raffle_status in ('OPEN', 'DRAWN'))
);
--> statement-breakpoint
CREATE TABLE "lucky_raffle_winner" (
	"game_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"prize" jsonb NOT NULL,
	"status" text DEFAULT 'DRAWN' NOT NULL,
	"entry_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lucky_raffle_winner_game_id_place_pk" PRIMARY KEY("game_id","place"),
	CONSTRAINT "lucky_raffle_winner_status" CHECK (status in ('DRAWN', 'PAID'))
);
--> statement-breakpoint
CREATE TABLE "lucky_seed" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_seed_revealed" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"draws" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"server_seed_hash" text,
	"client_seed" text,
	"nonce" integer,
	"prize_index" integer,
	"prize" jsonb,
	"weights" jsonb,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lucky_ticket_status" CHECK (status in ('AVAILABLE', 'DRAWN', 'PAID', 'EXPIRED', 'ENTERED')),
	CONSTRAINT "lucky_ticket_source_kind" CHECK (source in ('DEPOSIT', 'TURNOVER', 'GRANT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_game_code" ON "lucky_game" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lucky_game_kind_window" ON "lucky_game" USING btree ("kind","ends_at");--> statement-breakpoint
CREATE INDEX "lucky_raffle_winner_due" ON "lucky_raffle_winner" USING btree ("game_id") WHERE "lucky_raffle_winner"."status" = 'DRAWN';--> statement-breakpoint
CREATE INDEX "lucky_seed_revealed_member" ON "lucky_seed_revealed" USING btree ("member_id","revealed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_ticket_source" ON "lucky_ticket" USING btree ("game_id","member_id","source_key");--> statement-breakpoint
CREATE INDEX "lucky_ticket_member" ON "lucky_ticket" USING btree ("member_id","game_id","status");--> statement-breakpoint
CREATE INDEX "lucky_ticket_due" ON "lucky_ticket" USING btree ("expires_at") WHERE "lucky_ticket"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "lucky_ticket_drawn" ON "lucky_ticket" USING btree ("drawn_at") WHERE "lucky_ticket"."status" = 'DRAWN';