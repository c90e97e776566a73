CREATE TABLE "play_break" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"cpf" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_break_kind" CHECK ("play_break"."kind" in ('PAUSE', 'SELF_EXCLUSION')),
	CONSTRAINT "play_break_end" CHECK ("play_break"."ends_at" is not null or "play_break"."kind" = 'SELF_EXCLUSION'),
	CONSTRAINT "play_break_span" CHECK ("play_break"."ends_at" is null or "play_break"."ends_at" > "play_break"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "play_break_member" ON "play_break" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "play_break_cpf" ON "play_break" USING btree ("cpf") WHERE "play_break"."cpf" is not null;--> statement-breakpoint
-- Pauses and self-exclusions (docs/responsible-gaming.md), owned by the responsible-gaming module.
-- A break is in force from the moment it is committed until ends_at (null: no end); its start
-- time is a record, never a condition, so a bet whose transaction began before the break was
-- stored but waited on the member's lock for it is still refused.
-- Null when the member is free to bet and deposit, otherwise the error code: a self-exclusion
-- wins over a pause.
CREATE FUNCTION player_break_refusal(p_member uuid) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_kinds text[];
BEGIN
  SELECT array_agg(kind) INTO v_kinds FROM play_break
  WHERE member_id = p_member AND (ends_at IS NULL OR ends_at > now());
  IF v_kinds IS NULL THEN
    RETURN NULL;
  END IF;
  IF 'SELF_EXCLUSION' = ANY (v_kinds) THEN
    RETURN 'self-excluded';
  END IF;
  RETURN 'play-paused';
END;
$$;
--> statement-breakpoint
-- player_bet_refusal as in 0027, asking first, under the member's lock, whether a break is in
-- force: a break committed before the lock was granted refuses the bet.
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
--> statement-breakpoint
-- Starts a break under the member's lock, in one statement, so it is serialised with the member's
-- bets, deposit charges and changes of limits: once it commits, the next of them sees it.
-- Answers null when stored, otherwise why not:
-- * play-break-active: a pause is asked while a break is in force (it cannot be stretched or
--   shortened); a self-exclusion may follow a pause, never another self-exclusion;
-- * self-exclusion-balance: money is left in one of the member's wallets (p_money_first);
-- * self-exclusion-money-pending: a deposit charge can still be paid, or a withdrawal is still
--   open (it may come back to the balance), so the account would close with money on its way.
-- It reads the wallet's accounts and payments' charges and withdrawals, as player_bet_refusal
-- reads the wallet's day rows; it writes only play_break.
CREATE FUNCTION play_break_start(
  p_member uuid, p_kind text, p_duration text, p_cpf text,
  p_starts timestamptz, p_ends timestamptz, p_money_first boolean
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_break text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('player-limits:' || p_member::text, 0));
  v_break := player_break_refusal(p_member);
  IF v_break = 'self-excluded' OR (v_break IS NOT NULL AND p_kind = 'PAUSE') THEN
    RETURN 'play-break-active';
  END IF;
  IF p_money_first THEN
    IF EXISTS (SELECT FROM ledger_account WHERE member_id = p_member AND balance > 0) THEN
      RETURN 'self-exclusion-balance';
    END IF;
    -- A charge paid but not yet credited is money on its way too.
    IF EXISTS (SELECT FROM deposit_order WHERE member_id = p_member
          AND ((status = 'PENDING' AND expires_at >= now()) OR (status = 'PAID' AND NOT ledger_done)))
        OR EXISTS (SELECT FROM withdrawal WHERE member_id = p_member
          AND status IN ('PENDING', 'APPROVED')) THEN
      RETURN 'self-exclusion-money-pending';
    END IF;
  END IF;
  INSERT INTO play_break (member_id, kind, duration, cpf, starts_at, ends_at)
  VALUES (p_member, p_kind, p_duration, p_cpf, p_starts, p_ends);
  RETURN NULL;
END;
$$;
