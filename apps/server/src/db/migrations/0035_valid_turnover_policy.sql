ALTER TABLE "vendor_transaction" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "member_day" ADD COLUMN "cashed_out_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_day" ADD COLUMN "voided_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_day" ADD COLUMN "cashed_out_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_day" ADD COLUMN "voided_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_round_rolled_back" ON "vendor_round" USING btree ("closed_at") WHERE "vendor_round"."status" = 'rolled-back';--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_reason" CHECK ("vendor_transaction"."reason" is null or "vendor_transaction"."reason" in ('CASH_OUT'));--> statement-breakpoint
-- Valid turnover by the operator's policy (docs/decisions/0017-valid-turnover-policy.md): a win
-- may say why it is paid (`reason`, 'CASH_OUT'); it is recorded on the win's own row, in the same
-- statement as everything else the win does. Otherwise seamless_win is migration 0016's.
DROP FUNCTION seamless_win(text, text, uuid, text, text, bigint, boolean, text, text, text, text, text, jsonb, uuid[], bigint[], uuid);
--> statement-breakpoint
CREATE FUNCTION seamless_win(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_close boolean, p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid, p_reason text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_refusal jsonb;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;

  -- By primary key only: with the member in the condition the planner may walk the member's
  -- rounds instead.
  SELECT * INTO v_round FROM vendor_round
  WHERE vendor_code = p_vendor AND round_id = p_round FOR UPDATE;
  IF NOT FOUND OR v_round.member_id <> p_member THEN
    RETURN jsonb_build_object('outcome', 'bet-not-found');
  END IF;
  -- A repeat of this very win may have finished while this one waited for the lock.
  v_repeat := seamless_repeat(p_vendor, p_transaction);
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  v_refusal := seamless_round_refusal(v_round.status, 'win');
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;
  UPDATE vendor_round
  SET status = CASE WHEN p_close THEN 'settled' ELSE 'paying' END,
    closed_at = CASE WHEN p_close THEN now() END
  WHERE vendor_code = p_vendor AND round_id = p_round;

  IF p_amount > 0 THEN
    v_balance := seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
      p_reference, p_accounts, p_amounts, p_member_account);
  ELSE
    SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
  END IF;
  v_answer := seamless_record(p_vendor, p_transaction, 'win', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency, coalesce(v_balance, 0));
  IF p_reason IS NOT NULL THEN
    UPDATE vendor_transaction SET reason = p_reason
    WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
  END IF;
  RETURN v_answer;
END;
$$;
--> statement-breakpoint
-- A settled round's day row also keeps, apart, the stakes of a round settled by a cash-out
-- (member_day.cashed_out_bet, a part of valid_bet): the reports leave them out of valid turnover
-- where the operator does not count cash-outs. Otherwise migration 0022's function.
CREATE OR REPLACE FUNCTION member_day_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_stake bigint;
  v_payout bigint;
  v_cashed_out boolean;
  v_count integer;
  v_next date;
BEGIN
  SELECT coalesce(sum(amount) FILTER (WHERE type = 'bet' AND status = 'done'), 0),
    coalesce(sum(amount) FILTER (WHERE type = 'win'), 0),
    coalesce(bool_or(type = 'win' AND reason = 'CASH_OUT'), false)
  INTO v_stake, v_payout, v_cashed_out
  FROM vendor_transaction WHERE round_id = NEW.round_id AND vendor_code = NEW.vendor_code;
  -- Serialised per member before any of its day rows is touched, so two first rounds of two days
  -- cannot each miss the other in the chain of active days below (nor wait on each other's rows).
  PERFORM pg_advisory_xact_lock(hashtextextended('member_day:' || NEW.member_id::text, 0));
  PERFORM member_day_add(NEW.member_id, v_day, 0, 1, v_stake, v_payout,
    0, 0, 0, 0, 0, 0, 0, 0, 0);
  IF v_cashed_out AND v_stake > 0 THEN
    UPDATE member_day SET cashed_out_bet = cashed_out_bet + v_stake
    WHERE member_id = NEW.member_id AND day = v_day;
  END IF;
  SELECT bet_count INTO v_count FROM member_day WHERE member_id = NEW.member_id AND day = v_day;
  IF v_count = 1 THEN
    -- The member's first settled round of the day links the day into its chain of active days.
    UPDATE member_day SET prev_bet_day = (
      SELECT max(p.day) FROM member_day p
      WHERE p.member_id = NEW.member_id AND p.day < v_day AND p.bet_count > 0)
    WHERE member_id = NEW.member_id AND day = v_day;
    UPDATE member_day SET prev_bet_day = v_day
    WHERE member_id = NEW.member_id AND day = (
      SELECT min(n.day) FROM member_day n
      WHERE n.member_id = NEW.member_id AND n.day > v_day AND n.bet_count > 0)
    RETURNING day INTO v_next;
    IF v_next IS NOT NULL THEN
      INSERT INTO member_day_dirty (member_id, day) VALUES (NEW.member_id, v_next) ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A voided round (its last live bet refunded: rolled-back, final) keeps its refunded stakes on the
-- day it started (member_day.voided_bet), which the reports add to valid turnover where the
-- operator counts voided rounds. It is not a settled round: no bet count, no active day.
-- Deferred to the commit like the settled round's, under the same per-member lock.
CREATE FUNCTION member_day_round_voided() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_refunded bigint;
BEGIN
  SELECT coalesce(sum(amount) FILTER (WHERE type = 'bet' AND status = 'rolled-back'), 0)
  INTO v_refunded
  FROM vendor_transaction WHERE round_id = NEW.round_id AND vendor_code = NEW.vendor_code;
  IF v_refunded = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('member_day:' || NEW.member_id::text, 0));
  INSERT INTO member_day AS d (member_id, day, voided_bet) VALUES (NEW.member_id, v_day, v_refunded)
  ON CONFLICT (member_id, day) DO UPDATE SET voided_bet = d.voided_bet + excluded.voided_bet;
  INSERT INTO member_day_dirty (member_id, day) VALUES (NEW.member_id, v_day) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_round_voided AFTER UPDATE ON vendor_round
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'rolled-back' AND OLD.status <> 'rolled-back')
  EXECUTE FUNCTION member_day_round_voided();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_round_inserted_voided AFTER INSERT ON vendor_round
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'rolled-back')
  EXECUTE FUNCTION member_day_round_voided();
--> statement-breakpoint
-- Back-fill the rounds voided before this migration (no win carried a reason before it); the
-- team roll-up folds the marked days into their teams' days.
WITH voided AS (
  SELECT r.member_id, brasilia_day(r.created_at) AS day, sum(t.amount) AS refunded
  FROM vendor_round r
  JOIN vendor_transaction t ON t.vendor_code = r.vendor_code AND t.round_id = r.round_id
  WHERE r.status = 'rolled-back' AND t.type = 'bet' AND t.status = 'rolled-back'
  GROUP BY 1, 2
), written AS (
  INSERT INTO member_day AS d (member_id, day, voided_bet)
  SELECT member_id, day, refunded FROM voided
  ON CONFLICT (member_id, day) DO UPDATE SET voided_bet = excluded.voided_bet
  RETURNING d.member_id, d.day
)
INSERT INTO member_day_dirty (member_id, day) SELECT member_id, day FROM written ON CONFLICT DO NOTHING;
