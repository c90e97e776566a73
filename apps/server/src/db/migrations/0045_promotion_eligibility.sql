ALTER TABLE "promotion" ADD COLUMN "min_vip_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "agent_lines" text[] DEFAULT '{}'::text[] NOT NULL;