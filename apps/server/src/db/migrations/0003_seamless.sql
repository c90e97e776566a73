CREATE TABLE "game_vendor" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_round" (
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "vendor_round_vendor_code_round_id_pk" PRIMARY KEY("vendor_code","round_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vendor_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_transaction" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"member_id" uuid,
	"round_id" text,
	"game_code" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"bet_transaction_id" text,
	"fingerprint" text NOT NULL,
	"response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transaction_vendor_code_transaction_id_pk" PRIMARY KEY("vendor_code","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_token" ADD CONSTRAINT "vendor_token_vendor_code_game_vendor_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendor"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_transaction_round" ON "vendor_transaction" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "vendor_transaction_member" ON "vendor_transaction" USING btree ("member_id","created_at") WHERE "vendor_transaction"."member_id" is not null;