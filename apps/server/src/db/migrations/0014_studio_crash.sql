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
ALTER TABLE "studio_crash_round" ADD CONSTRAINT "studio_crash_round_chain_id_studio_crash_chain_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."studio_crash_chain"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_chain_active" ON "studio_crash_chain" USING btree (("retired_at" is null)) WHERE "studio_crash_chain"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "studio_crash_round_ended" ON "studio_crash_round" USING btree ("ended_at");