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
