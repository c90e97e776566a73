-- The registration details of the identity check (docs/kyc.md, "Registration details"), owned by
-- the kyc module: gender, address and declared income beside the check, the document photo sealed.
CREATE TABLE "member_identity_document" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_identity" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "member_identity" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "member_identity" ADD COLUMN "monthly_income" bigint;--> statement-breakpoint
ALTER TABLE "member_identity" ADD CONSTRAINT "member_identity_gender" CHECK ("member_identity"."gender" is null or "member_identity"."gender" in ('FEMALE', 'MALE', 'OTHER', 'UNDISCLOSED'));--> statement-breakpoint
ALTER TABLE "member_identity" ADD CONSTRAINT "member_identity_income" CHECK ("member_identity"."monthly_income" is null or "member_identity"."monthly_income" >= 0);