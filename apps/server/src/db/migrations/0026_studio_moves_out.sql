-- The game studio keeps its rounds, seeds and crash chains in a database of its own (apps/studio,
-- decision 0014): the platform's copies of its tables go.
DROP TABLE "studio_round" CASCADE;--> statement-breakpoint
DROP TABLE "studio_seed_pair" CASCADE;--> statement-breakpoint
DROP TABLE "studio_crash_chain" CASCADE;--> statement-breakpoint
DROP TABLE "studio_crash_round" CASCADE;