-- A rollback of a bet never seen, sent twice at once, could answer its own repeat
-- 'already-rolled-back': the second call read "no such rollback" before the first committed and
-- the tombstone after it. The tombstone and the rollback's record commit together, so reading
-- the rollback again once the tombstone is seen answers the repeat as the duplicate it is
-- (test/seamless-races.routes.test.ts, "a rollback of a bet never seen"). Otherwise unchanged
-- from 0016.
CREATE OR REPLACE FUNCTION seamless_rollback(
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
    -- The tombstone may be this very rollback's, committed by a repeat of it since the first
    -- read: that repeat recorded the rollback with it, so it answers as the duplicate.
    v_repeat := seamless_repeat(p_vendor, p_transaction);
    RETURN coalesce(v_repeat, jsonb_build_object('outcome', 'already-rolled-back'));
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
