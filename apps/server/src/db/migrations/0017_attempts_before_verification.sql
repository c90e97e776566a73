-- Lockouts take the attempt before the secret is checked (accounts module, login-throttle.ts;
-- docs/decisions/0006-attempts-before-verification.md): `pending` counts the checks under way.
-- at_rest_key: the generated key that seals stored secrets when AT_REST_KEY is unset (system
-- module, lib/secret-box.ts).
CREATE TABLE "at_rest_key" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;
