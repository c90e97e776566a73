-- The seamless wallet's bet and win, each in one statement (seamless.repository.ts calls them;
-- docs/seamless-wallet.md has the rules). Each checks the vendor transaction id and the round,
-- posts the movement the wallet planned through the wallet's ledger_post, and records the vendor
-- transaction with its answer, atomically: a failure anywhere moves nothing and records nothing.
-- Answers are JSON: {"outcome": "done", "balance"}, {"outcome": "repeat",
-- "type", "fingerprint", "response"} for a transaction id seen before, or {"outcome": <refusal>}.
-- LS001: another request recorded this transaction id meanwhile (the caller reads it and answers
-- as a repeat). LS002: the wallet's key already holds a different movement (a conflict). LW001 comes
-- from ledger_post (insufficient funds).
CREATE FUNCTION seamless_bet(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existing vendor_transaction%ROWTYPE;
  v_round vendor_round%ROWTYPE;
  v_balance bigint;
  v_entry_fingerprint text;
  v_response jsonb;
BEGIN
  SELECT * INTO v_existing FROM vendor_transaction
  WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'repeat', 'type', v_existing.type,
      'fingerprint', v_existing.fingerprint, 'response', v_existing.response);
  END IF;

  INSERT INTO vendor_round (vendor_code, round_id, member_id, game_code)
  VALUES (p_vendor, p_round, p_member, p_game) ON CONFLICT DO NOTHING
  RETURNING * INTO v_round;
  IF NOT FOUND THEN
    -- A later bet of an open round. Shared lock: bets of one round run side by side, a settling
    -- win waits for them (and they for it). A new round needs none: nobody else can see it yet.
    SELECT * INTO v_round FROM vendor_round
    WHERE vendor_code = p_vendor AND round_id = p_round FOR SHARE;
  END IF;
  IF v_round.member_id <> p_member OR v_round.game_code <> p_game THEN
    RETURN jsonb_build_object('outcome', 'duplicate-conflict');
  END IF;
  IF v_round.status = 'closed' THEN
    RETURN jsonb_build_object('outcome', 'round-closed');
  END IF;
  IF NOT member_may_bet(p_member) THEN
    RETURN jsonb_build_object('outcome', 'not-eligible');
  END IF;

  SELECT max(posted_fingerprint), max(posted_balance) FILTER (WHERE posted_account = p_member_account)
  INTO v_entry_fingerprint, v_balance
  FROM ledger_post(p_entry_key, p_entry_kind, p_entry_fingerprint, p_member, p_reference, p_accounts, p_amounts);
  IF v_entry_fingerprint <> p_entry_fingerprint THEN
    RAISE EXCEPTION 'ledger key % holds another movement', p_entry_key USING ERRCODE = 'LS002';
  END IF;

  v_response := jsonb_build_object('playerId', p_member, 'currency', p_currency, 'balance', v_balance,
    'duplicate', false);
  INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id, game_code,
    amount, fingerprint, response)
  VALUES (p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount, p_fingerprint, v_response)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- A rollback (tombstone) or a repeat got there first: undo the whole bet.
    RAISE EXCEPTION 'vendor transaction % recorded concurrently', p_transaction USING ERRCODE = 'LS001';
  END IF;
  RETURN jsonb_build_object('outcome', 'done', 'balance', v_balance);
END;
$$;
--> statement-breakpoint
-- A win: p_amount 0 posts nothing (p_entry_key and the arrays are then null) but still settles.
CREATE FUNCTION seamless_win(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_close boolean, p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existing vendor_transaction%ROWTYPE;
  v_round vendor_round%ROWTYPE;
  v_balance bigint;
  v_entry_fingerprint text;
  v_response jsonb;
BEGIN
  SELECT * INTO v_existing FROM vendor_transaction
  WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'repeat', 'type', v_existing.type,
      'fingerprint', v_existing.fingerprint, 'response', v_existing.response);
  END IF;

  -- The round is locked (closed at once by a settling win), so two wins of one round cannot
  -- both settle it.
  IF p_close THEN
    UPDATE vendor_round SET status = 'closed', closed_at = now()
    WHERE vendor_code = p_vendor AND round_id = p_round AND member_id = p_member AND status = 'open'
    RETURNING * INTO v_round;
  ELSE
    SELECT * INTO v_round FROM vendor_round
    WHERE vendor_code = p_vendor AND round_id = p_round AND member_id = p_member AND status = 'open'
    FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM vendor_round
               WHERE vendor_code = p_vendor AND round_id = p_round AND member_id = p_member) THEN
      RETURN jsonb_build_object('outcome', 'round-closed');
    END IF;
    RETURN jsonb_build_object('outcome', 'bet-not-found');
  END IF;

  IF p_amount > 0 THEN
    SELECT max(posted_fingerprint), max(posted_balance) FILTER (WHERE posted_account = p_member_account)
    INTO v_entry_fingerprint, v_balance
    FROM ledger_post(p_entry_key, p_entry_kind, p_entry_fingerprint, p_member, p_reference, p_accounts, p_amounts);
    IF v_entry_fingerprint <> p_entry_fingerprint THEN
      RAISE EXCEPTION 'ledger key % holds another movement', p_entry_key USING ERRCODE = 'LS002';
    END IF;
  ELSE
    SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
    v_balance := coalesce(v_balance, 0);
  END IF;
  v_response := jsonb_build_object('playerId', p_member, 'currency', p_currency, 'balance', v_balance,
    'duplicate', false);
  INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id, game_code,
    amount, fingerprint, response)
  VALUES (p_vendor, p_transaction, 'win', p_member, p_round, p_game, p_amount, p_fingerprint, v_response)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor transaction % recorded concurrently', p_transaction USING ERRCODE = 'LS001';
  END IF;
  RETURN jsonb_build_object('outcome', 'done', 'balance', v_balance);
END;
$$;
