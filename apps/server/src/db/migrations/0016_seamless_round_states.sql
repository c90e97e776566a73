-- The seamless wallet's rounds become an explicit state machine, and a bet, a win and a rollback
-- of one round are each one statement serialised on the round's row (docs/seamless-wallet.md,
-- "Rounds"; docs/decisions/0009-seamless-round-states.md). Before this, a rollback was three
-- statements that did not lock the round: a settling win could pay after (or while) the stake was
-- refunded, a rollback racing its own bet could answer success with nothing refunded, and a crash
-- between the refund and its record left the refund posted with the bet still live.
--
-- States: open (stake live, refundable) -> paying (a win recorded without settling; no refunds)
-- -> settled; open -> rolled-back (its last live bet refunded). settled and rolled-back are final.

-- Repair what the old three-step rollback may have left half done: a refund posted (its ledger
-- key was 'vendor:<code>:<bet>:refund', kind ROLLBACK) while the bet was still marked live.
UPDATE vendor_transaction t SET status = 'rolled-back'
FROM journal_entry e
WHERE t.type = 'bet' AND t.status = 'done' AND e.kind = 'ROLLBACK'
  AND e.idempotency_key = 'vendor:' || t.vendor_code || ':' || t.transaction_id || ':refund';
--> statement-breakpoint
UPDATE vendor_round SET status = 'settled' WHERE status = 'closed';
--> statement-breakpoint
UPDATE vendor_round r SET status = 'rolled-back', closed_at = now()
WHERE r.status = 'open' AND NOT EXISTS (
  SELECT FROM vendor_transaction t
  WHERE t.round_id = r.round_id AND t.vendor_code = r.vendor_code AND t.type = 'bet' AND t.status = 'done');
--> statement-breakpoint
UPDATE vendor_round r SET status = 'paying'
WHERE r.status = 'open' AND EXISTS (
  SELECT FROM vendor_transaction t
  WHERE t.round_id = r.round_id AND t.vendor_code = r.vendor_code AND t.type = 'win');
--> statement-breakpoint
CREATE INDEX "vendor_token_vendor_member" ON "vendor_token" USING btree ("vendor_code","member_id");--> statement-breakpoint
ALTER TABLE "vendor_round" ADD CONSTRAINT "vendor_round_status" CHECK ("vendor_round"."status" in ('open', 'paying', 'settled', 'rolled-back'));
--> statement-breakpoint
-- Records a vendor transaction with its answer (as in 0006), now with the bet a rollback names.
DROP FUNCTION seamless_record(text, text, text, uuid, text, text, bigint, text, text, bigint);
--> statement-breakpoint
CREATE FUNCTION seamless_record(
  p_vendor text, p_transaction text, p_type text, p_member uuid, p_round text, p_game text,
  p_amount bigint, p_fingerprint text, p_currency text, p_balance bigint, p_bet text DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id, game_code,
    amount, bet_transaction_id, fingerprint, response)
  VALUES (p_vendor, p_transaction, p_type, p_member, p_round, p_game, p_amount, p_bet, p_fingerprint,
    jsonb_build_object('playerId', p_member, 'currency', p_currency, 'balance', p_balance,
      'duplicate', false))
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor transaction % recorded concurrently', p_transaction USING ERRCODE = 'LS001';
  END IF;
  RETURN jsonb_build_object('outcome', 'done', 'balance', p_balance);
END;
$$;
--> statement-breakpoint
-- The refusal a round's state gives an operation that its state does not take; null when it does.
-- Every state is named: a new one fails here loudly instead of passing silently.
CREATE FUNCTION seamless_round_refusal(p_status text, p_operation text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE p_status
    WHEN 'open' THEN
      RETURN NULL;
    WHEN 'paying' THEN
      -- A win was recorded: the stake it was paid on can no longer be refunded.
      RETURN CASE WHEN p_operation = 'rollback'
        THEN jsonb_build_object('outcome', 'round-has-wins') END;
    WHEN 'settled' THEN
      RETURN jsonb_build_object('outcome', 'round-closed');
    WHEN 'rolled-back' THEN
      RETURN jsonb_build_object('outcome', 'already-rolled-back');
    ELSE
      RAISE EXCEPTION 'vendor round in unknown state %', p_status;
  END CASE;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_bet(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_refusal jsonb;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  -- Before the round is opened: a refused bet must not leave an open round with no stake behind,
  -- which a win could then pay.
  IF NOT member_may_bet(p_member) THEN
    RETURN jsonb_build_object('outcome', 'not-eligible');
  END IF;

  INSERT INTO vendor_round (vendor_code, round_id, member_id, game_code)
  VALUES (p_vendor, p_round, p_member, p_game) ON CONFLICT DO NOTHING
  RETURNING * INTO v_round;
  IF NOT FOUND THEN
    -- A later bet of the round. Shared lock: bets of one round run side by side; a win or a
    -- rollback (which lock it for update) waits for them, and they for it.
    SELECT * INTO v_round FROM vendor_round
    WHERE vendor_code = p_vendor AND round_id = p_round FOR SHARE;
    -- A win or a rollback under this very id may have finished while this waited for the lock:
    -- then this is a repeat (or a conflict), not a bet on the round it left behind.
    v_repeat := seamless_repeat(p_vendor, p_transaction);
    IF v_repeat IS NOT NULL THEN
      RETURN v_repeat;
    END IF;
  END IF;
  IF v_round.member_id <> p_member OR v_round.game_code <> p_game THEN
    RETURN jsonb_build_object('outcome', 'duplicate-conflict');
  END IF;
  v_refusal := seamless_round_refusal(v_round.status, 'bet');
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;

  -- From here a new round is never left behind without its bet: the posting and the record either
  -- both happen or raise and undo the round too. The record is inserted last, under the bet's id: a rollback that recorded a tombstone under
  -- that id first makes this raise LS001 and undoes the whole bet.
  RETURN seamless_record(p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency,
    seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint, p_reference,
      p_accounts, p_amounts, p_member_account));
END;
$$;
--> statement-breakpoint
-- A win: p_amount 0 posts nothing (p_entry_key and the arrays are then null) but still counts.
-- It needs the round open or paying, which means a live bet: a round whose last bet was refunded
-- is rolled-back, and a paying round can no longer be refunded.
CREATE OR REPLACE FUNCTION seamless_win(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_close boolean, p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_refusal jsonb;
  v_balance bigint;
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
  RETURN seamless_record(p_vendor, p_transaction, 'win', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency, coalesce(v_balance, 0));
END;
$$;
--> statement-breakpoint
-- A rollback in one statement. The refund is planned by the wallet from the bet the caller read
-- (p_bet_amount; null when it read none); if what is found here differs, nothing is done and the
-- answer is 'bet-arrived': the caller reads the bet again and calls once more.
--
-- * A bet never seen: recorded as a tombstone under the bet's id (so the bet, if it comes, is
--   refused), and only for a player who opened this vendor's games (otherwise bet-not-found: a
--   vendor may not read other players' balances). A bet committed while the tombstone waited
--   for it makes the tombstone a conflict: 'bet-arrived', and the next call refunds it.
-- * A known bet: the round is locked for update (bets, wins and rollbacks of the round queue
--   behind it), its state must be open, the bet must still be live; then the refund is posted,
--   the bet marked rolled back, the round rolled back if no live bet remains, and the rollback
--   recorded — all or nothing.
CREATE FUNCTION seamless_rollback(
  p_vendor text, p_transaction text, p_member uuid, p_bet text, p_round text,
  p_fingerprint text, p_currency text, p_bet_amount bigint,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_bet vendor_transaction%ROWTYPE;
  v_round vendor_round%ROWTYPE;
  v_refusal jsonb;
  v_balance bigint;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  -- A rollback must have an id of its own: under the bet's id it would be its own tombstone.
  IF p_bet = p_transaction THEN
    RETURN jsonb_build_object('outcome', 'duplicate-conflict');
  END IF;

  SELECT * INTO v_bet FROM vendor_transaction
  WHERE vendor_code = p_vendor AND transaction_id = p_bet;
  IF NOT FOUND THEN
    IF p_bet_amount IS NOT NULL THEN
      RAISE EXCEPTION 'refund planned for bet % that does not exist', p_bet;
    END IF;
    IF NOT EXISTS (SELECT FROM vendor_token WHERE vendor_code = p_vendor AND member_id = p_member) THEN
      RETURN jsonb_build_object('outcome', 'bet-not-found');
    END IF;
    INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id,
      fingerprint)
    VALUES (p_vendor, p_bet, 'tombstone', p_member, p_round, 'tombstone')
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('outcome', 'bet-arrived');
    END IF;
    SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
    RETURN seamless_record(p_vendor, p_transaction, 'rollback', p_member, p_round, NULL, 0,
      p_fingerprint, p_currency, coalesce(v_balance, 0), p_bet);
  END IF;
  IF v_bet.type = 'tombstone' THEN
    RETURN jsonb_build_object('outcome', 'already-rolled-back');
  END IF;
  IF v_bet.type <> 'bet' OR v_bet.member_id <> p_member THEN
    RETURN jsonb_build_object('outcome', 'bet-not-found');
  END IF;

  SELECT * INTO v_round FROM vendor_round
  WHERE vendor_code = p_vendor AND round_id = v_bet.round_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'bet % has no round', p_bet;
  END IF;
  -- While this waited for the lock, a repeat of this rollback or another rollback of the bet may
  -- have finished: read both again.
  v_repeat := seamless_repeat(p_vendor, p_transaction);
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  v_refusal := seamless_round_refusal(v_round.status, 'rollback');
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;
  SELECT * INTO v_bet FROM vendor_transaction
  WHERE vendor_code = p_vendor AND transaction_id = p_bet;
  IF v_bet.status = 'rolled-back' THEN
    RETURN jsonb_build_object('outcome', 'already-rolled-back');
  END IF;
  IF p_bet_amount IS DISTINCT FROM v_bet.amount THEN
    RETURN jsonb_build_object('outcome', 'bet-arrived');
  END IF;

  v_balance := seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
    p_reference, p_accounts, p_amounts, p_member_account);
  UPDATE vendor_transaction SET status = 'rolled-back'
  WHERE vendor_code = p_vendor AND transaction_id = p_bet;
  UPDATE vendor_round SET status = 'rolled-back', closed_at = now()
  WHERE vendor_code = p_vendor AND round_id = v_bet.round_id AND NOT EXISTS (
    SELECT FROM vendor_transaction
    WHERE round_id = v_bet.round_id AND vendor_code = p_vendor AND type = 'bet' AND status = 'done');
  RETURN seamless_record(p_vendor, p_transaction, 'rollback', p_member, v_bet.round_id,
    v_bet.game_code, v_bet.amount, p_fingerprint, p_currency, v_balance, p_bet);
END;
$$;
