ALTER TABLE "promotion" ADD COLUMN "min_deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "match_percent" integer DEFAULT 0 NOT NULL;