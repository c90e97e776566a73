-- The seamless wallet's bet and win, each in one statement (seamless.repository.ts calls them;
-- docs/seamless-wallet.md has the rules). Each checks the vendor transaction id and the round,
-- posts the movement the wallet planned through the wallet's ledger_post, and records the vendor
-- transaction with its answer, atomically: a failure anywhere moves nothing and records nothing.
-- Answers are JSON: {"outcome": "done", "balance"}, {"outcome": "repeat", "type", "fingerprint",
-- "response"} for a transaction id seen before, or {"outcome": <refusal>}.
-- LS001: another request recorded this transaction id meanwhile (the caller reads it and answers
-- as a repeat). LS002: the wallet's key already holds a different movement (a conflict). LW001
-- comes from ledger_post (insufficient funds).

-- The stored transaction with this id, as a 'repeat' answer; null when the id is new.
CREATE FUNCTION seamless_repeat(p_vendor text, p_transaction text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('outcome', 'repeat', 'type', type, 'fingerprint', fingerprint,
    'response', response)
  FROM vendor_transaction WHERE vendor_code = p_vendor AND transaction_id = p_transaction
$$;
--> statement-breakpoint
-- Posts the planned movement; answers the member's balance after it. A ledger key that already
-- holds another movement undoes the whole statement (LS002).
CREATE FUNCTION seamless_post_movement(
  p_member uuid, p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_fingerprint text;
  v_balance bigint;
BEGIN
  SELECT max(posted_fingerprint), max(posted_balance) FILTER (WHERE posted_account = p_member_account)
  INTO v_fingerprint, v_balance
  FROM ledger_post(p_entry_key, p_entry_kind, p_entry_fingerprint, p_member, p_reference, p_accounts, p_amounts);
  IF v_fingerprint <> p_entry_fingerprint THEN
    RAISE EXCEPTION 'ledger key % holds another movement', p_entry_key USING ERRCODE = 'LS002';
  END IF;
  RETURN v_balance;
END;
$$;
--> statement-breakpoint
-- Records the vendor transaction with its answer and returns the 'done' answer. If the id was
-- recorded meanwhile (a repeat, or a rollback's tombstone for a bet), the whole statement is undone.
CREATE FUNCTION seamless_record(
  p_vendor text, p_transaction text, p_type text, p_member uuid, p_round text, p_game text,
  p_amount bigint, p_fingerprint text, p_currency text, p_balance bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id, game_code,
    amount, fingerprint, response)
  VALUES (p_vendor, p_transaction, p_type, p_member, p_round, p_game, p_amount, p_fingerprint,
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
CREATE FUNCTION seamless_bet(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
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

  RETURN seamless_record(p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency,
    seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint, p_reference,
      p_accounts, p_amounts, p_member_account));
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
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_balance bigint;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;

  -- Locked, so two settling wins of one round cannot both pay. By primary key only: with the
  -- member in the condition the planner may walk the member's rounds instead.
  SELECT * INTO v_round FROM vendor_round
  WHERE vendor_code = p_vendor AND round_id = p_round FOR UPDATE;
  IF NOT FOUND OR v_round.member_id <> p_member THEN
    RETURN jsonb_build_object('outcome', 'bet-not-found');
  END IF;
  IF v_round.status = 'closed' THEN
    RETURN jsonb_build_object('outcome', 'round-closed');
  END IF;
  IF p_close THEN
    UPDATE vendor_round SET status = 'closed', closed_at = now()
    WHERE vendor_code = p_vendor AND round_id = p_round;
  END IF;

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
