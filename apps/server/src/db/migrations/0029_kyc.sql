CREATE TABLE "banned_bettor" (
	"cpf_digest" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_policy" (
	"id" smallint PRIMARY KEY NOT NULL,
	"configured_profile" text,
	"required_profiles" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_policy_one_row" CHECK ("identity_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_session" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_identity" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"name" text,
	"birth_date" date,
	"provider" text,
	"liveness_session" text,
	"reason" text,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identity_state" CHECK ("member_identity"."state" in ('NOT_STARTED', 'PENDING_LIVENESS', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE INDEX "kyc_sandbox_session_created" ON "kyc_sandbox_session" USING btree ("created_at");
--> statement-breakpoint
-- Identity verification (docs/kyc.md), owned by the kyc module. Whether the deployment's profile
-- asks for it: the profile JURISDICTION_PROFILE pins (written to identity_policy at every start),
-- otherwise the stored `jurisdiction` setting (BR when unset, as the server reads it). With no
-- policy row yet (no server started on this database) it is asked: money stays shut.
CREATE FUNCTION identity_required() RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_policy record;
  v_setting text;
BEGIN
  SELECT configured_profile, required_profiles INTO v_policy FROM identity_policy WHERE id = 1;
  IF NOT FOUND THEN
    RETURN true;
  END IF;
  IF v_policy.configured_profile IS NOT NULL THEN
    RETURN v_policy.configured_profile = ANY (v_policy.required_profiles);
  END IF;
  SELECT value->>'profile' INTO v_setting FROM system_setting WHERE key = 'jurisdiction';
  RETURN coalesce(v_setting, 'BR') = ANY (v_policy.required_profiles);
END;
$$;
--> statement-breakpoint
-- Null when the member may move money as far as identity goes, otherwise the error code. Asked by
-- player_bet_refusal (bets: seamless and the wallet's own) and by payments before a deposit
-- charge opens, both under the member's limits lock.
CREATE FUNCTION identity_refusal(p_member uuid) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT identity_required() THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT FROM member_identity WHERE member_id = p_member AND state = 'VERIFIED') THEN
    RETURN NULL;
  END IF;
  RETURN 'identity-not-verified';
END;
$$;
--> statement-breakpoint
-- player_bet_refusal as in 0028, asking the member's identity right after their breaks.
CREATE OR REPLACE FUNCTION player_bet_refusal(p_member uuid, p_amount bigint) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_today date := brasilia_day(now());
  v_limit record;
  v_from date;
  v_wagered bigint;
  v_lost bigint;
  v_bets bigint;
  v_break text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('player-limits:' || p_member::text, 0));
  -- A new statement after the lock: its snapshot sees a break committed while this waited.
  v_break := player_break_refusal(p_member);
  IF v_break IS NOT NULL THEN
    RETURN v_break;
  END IF;
  -- Then the member's identity (BR): read under the same lock, after any break.
  v_break := identity_refusal(p_member);
  IF v_break IS NOT NULL THEN
    RETURN v_break;
  END IF;
  FOR v_limit IN
    SELECT kind, period, amount FROM player_limit
    WHERE member_id = p_member AND kind IN ('LOSS', 'WAGER', 'BET_COUNT')
    ORDER BY kind, period
  LOOP
    v_from := CASE v_limit.period
      WHEN 'DAY' THEN v_today
      WHEN 'WEEK' THEN date_trunc('week', v_today::timestamp)::date
      WHEN 'MONTH' THEN date_trunc('month', v_today::timestamp)::date
    END;
    IF v_from IS NULL THEN
      RAISE EXCEPTION 'player limit of unknown period %', v_limit.period;
    END IF;
    SELECT coalesce(-sum(amount) FILTER (WHERE kind IN ('BET', 'ROLLBACK')), 0),
      coalesce(-sum(amount), 0),
      coalesce(sum(entries) FILTER (WHERE kind = 'BET'), 0)
        - coalesce(sum(entries) FILTER (WHERE kind = 'ROLLBACK'), 0)
    INTO v_wagered, v_lost, v_bets
    FROM ledger_member_day
    WHERE member_id = p_member AND day BETWEEN v_from AND v_today
      AND kind IN ('BET', 'WIN', 'ROLLBACK');
    CASE v_limit.kind
      WHEN 'LOSS' THEN
        IF v_lost + p_amount > v_limit.amount THEN
          RETURN 'loss-limit-reached';
        END IF;
      WHEN 'WAGER' THEN
        IF v_wagered + p_amount > v_limit.amount THEN
          RETURN 'wager-limit-reached';
        END IF;
      WHEN 'BET_COUNT' THEN
        IF v_bets + 1 > v_limit.amount THEN
          RETURN 'bet-count-limit-reached';
        END IF;
      ELSE
        RAISE EXCEPTION 'player limit of unknown kind %', v_limit.kind;
    END CASE;
  END LOOP;
  RETURN NULL;
END;
$$;
