CREATE TABLE "studio_round" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"player_id" uuid NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"refusal" text,
	"settle_after" timestamp with time zone,
	"seed_pair_id" uuid,
	"nonce" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_round_status" CHECK ("studio_round"."status" in ('open', 'in-play', 'bet-placed', 'settled', 'refused', 'refunded')),
	CONSTRAINT "studio_round_amounts" CHECK ("studio_round"."bet" > 0 and "studio_round"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_seed_pair" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_crash_chain" (
	"id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"length" integer NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"next_round" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "studio_crash_chain_rounds" CHECK ("studio_crash_chain"."next_round" between 1 and "studio_crash_chain"."length" + 1)
);
--> statement-breakpoint
CREATE TABLE "studio_crash_round" (
	"chain_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"edge_bp" integer NOT NULL,
	"status" text NOT NULL,
	"betting_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "studio_crash_round_chain_id_round_pk" PRIMARY KEY("chain_id","round"),
	CONSTRAINT "studio_crash_round_status" CHECK ("studio_crash_round"."status" in ('betting', 'flying', 'crashed', 'interrupted'))
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"name" text NOT NULL,
	"run_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_run_name_run_key_pk" PRIMARY KEY("name","run_key"),
	CONSTRAINT "job_run_state" CHECK ("job_run"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "studio_crash_round" ADD CONSTRAINT "studio_crash_round_chain_id_studio_crash_chain_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."studio_crash_chain"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_round_unfinished" ON "studio_round" USING btree ("created_at") WHERE "studio_round"."status" in ('open', 'in-play', 'bet-placed');--> statement-breakpoint
CREATE INDEX "studio_round_player" ON "studio_round" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pair_active" ON "studio_seed_pair" USING btree ("player_id") WHERE "studio_seed_pair"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "studio_seed_pair_revealed" ON "studio_seed_pair" USING btree ("player_id","revealed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_chain_active" ON "studio_crash_chain" USING btree (("retired_at" is null)) WHERE "studio_crash_chain"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "studio_crash_round_ended" ON "studio_crash_round" USING btree ("ended_at");