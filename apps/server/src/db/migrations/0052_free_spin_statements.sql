-- Free spins (docs/decisions/0020-free-spins.md): rounds the house funds through the seamless
-- wallet. A free spin is a vendor's bet naming a free_spin_grant; it runs in its own statement,
-- seamless_free_spin_bet, so the ordinary seamless_bet is not touched. The grant's one
-- conditional update serialises spins racing on it. Lock order as in 0044: the member's limits
-- lock, the round, the grant, then the ledger accounts (here two house accounts, by id).
-- Errors: LF001 no spin left for this bet (used up, expired, another member's or another game's
-- grant), LF002 a bet other than the grant's; both undo the round the statement opened.

-- A free spin: seamless_bet's repeat check, eligibility and round, with the player's limits asked
-- for a stake of 0 (the member risks nothing: breaks, self-exclusion, identity and session time
-- refuse it, loss and wager limits cannot, and the bet-count limit refuses it once reached but is
-- not counted up by it, since its stake is no movement of the member's). Then one conditional
-- update of the grant and the wallet's planned movement: the house BONUS account to the vendor's
-- (kind FREE_SPIN, no member leg). The answer's balance is the member's, untouched.
CREATE FUNCTION seamless_free_spin_bet(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid, p_grant uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_refusal jsonb;
  v_limit text;
  v_grant free_spin_grant%ROWTYPE;
  v_posted record;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  IF NOT member_may_bet(p_member) THEN
    RETURN jsonb_build_object('outcome', 'not-eligible');
  END IF;
  v_limit := player_bet_refusal(p_member, 0);
  IF v_limit IS NOT NULL THEN
    v_repeat := seamless_repeat(p_vendor, p_transaction);
    RETURN coalesce(v_repeat, jsonb_build_object('outcome', v_limit));
  END IF;

  INSERT INTO vendor_round (vendor_code, round_id, member_id, game_code)
  VALUES (p_vendor, p_round, p_member, p_game) ON CONFLICT DO NOTHING
  RETURNING * INTO v_round;
  IF NOT FOUND THEN
    SELECT * INTO v_round FROM vendor_round
    WHERE vendor_code = p_vendor AND round_id = p_round FOR SHARE;
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

  -- One spin off the grant: racing spins wait on its row and re-read it, so exactly `remaining`
  -- of them pass. The last one ends it USED.
  UPDATE free_spin_grant
  SET remaining = remaining - 1,
    status = CASE WHEN remaining = 1 THEN 'USED' ELSE 'ACTIVE' END,
    ended_at = CASE WHEN remaining = 1 THEN now() END
  WHERE id = p_grant AND member_id = p_member AND game_code = p_game AND status = 'ACTIVE'
    AND remaining > 0 AND expires_at > now() AND bet = p_amount
  RETURNING * INTO v_grant;
  IF NOT FOUND THEN
    SELECT * INTO v_grant FROM free_spin_grant WHERE id = p_grant;
    IF FOUND AND v_grant.member_id = p_member AND v_grant.game_code = p_game
        AND v_grant.status = 'ACTIVE' AND v_grant.expires_at > now() AND v_grant.bet <> p_amount THEN
      RAISE EXCEPTION 'free spin of % at bet %, not %', p_grant, p_amount, v_grant.bet
        USING ERRCODE = 'LF002';
    END IF;
    RAISE EXCEPTION 'no free spin left on % for this bet', p_grant USING ERRCODE = 'LF001';
  END IF;

  v_posted := ledger_post(p_entry_key, p_entry_kind, p_entry_fingerprint, p_member, p_reference,
    p_accounts, p_amounts);
  IF v_posted.posted_fingerprint <> p_entry_fingerprint THEN
    RAISE EXCEPTION 'ledger key % holds another movement', p_entry_key USING ERRCODE = 'LS002';
  END IF;
  SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
  v_answer := seamless_record(p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency, bonus_playable(p_member, coalesce(v_balance, 0)));
  UPDATE vendor_transaction SET free_spin_grant_id = p_grant
  WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
  RETURN v_answer;
END;
$$;
--> statement-breakpoint
-- seamless_rollback as in 0044, and a free spin's bet: its stake back to the house BONUS account
-- (never to the member) and the spin back to its grant, both under the round's lock, so of any
-- number of rollbacks naming the bet one gives it back (the refund key makes the posting once).
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
  v_grant bonus_grant%ROWTYPE;
  v_house uuid;
  v_posted record;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
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
      p_fingerprint, p_currency, bonus_playable(p_member, coalesce(v_balance, 0)), p_bet);
  END IF;
  IF v_bet.type = 'tombstone' THEN
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

  -- A free spin's refund goes back to the house, and the spin to its grant; the refund was
  -- planned as such (FREE_SPIN_REFUND legs: the vendor's account to the house BONUS account).
  IF (v_bet.free_spin_grant_id IS NOT NULL) <> (p_entry_kind = 'FREE_SPIN_REFUND') THEN
    RAISE EXCEPTION 'refund of bet % planned as %', p_bet, p_entry_kind;
  END IF;
  IF v_bet.bonus_grant_id IS NOT NULL THEN
    SELECT * INTO v_grant FROM bonus_grant WHERE id = v_bet.bonus_grant_id FOR UPDATE;
  END IF;
  IF v_bet.free_spin_grant_id IS NOT NULL THEN
    -- Lock order: the round (held), the grant, then the accounts. A USED grant is ACTIVE again
    -- while unexpired; past its expiry the spin given back ends it EXPIRED.
    UPDATE free_spin_grant
    SET remaining = remaining + 1,
      status = CASE WHEN status = 'USED' THEN
        CASE WHEN expires_at > now() THEN 'ACTIVE' ELSE 'EXPIRED' END ELSE status END,
      ended_at = CASE WHEN status = 'USED' AND expires_at > now() THEN NULL ELSE ended_at END
    WHERE id = v_bet.free_spin_grant_id;
    v_posted := ledger_post(p_entry_key, p_entry_kind, p_entry_fingerprint, p_member, p_reference,
      p_accounts, p_amounts);
    IF v_posted.posted_fingerprint <> p_entry_fingerprint THEN
      RAISE EXCEPTION 'ledger key % holds another movement', p_entry_key USING ERRCODE = 'LS002';
    END IF;
    SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
    v_balance := bonus_playable(p_member, coalesce(v_balance, 0));
  ELSIF v_bet.bonus_grant_id IS NULL THEN
    -- A bet placed with no grant active: refunded as before.
    v_balance := seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
      p_reference, p_accounts, p_amounts, p_member_account);
  ELSIF v_grant.status = 'ACTIVE' THEN
    SELECT a INTO v_house FROM unnest(p_accounts) AS a WHERE a <> p_member_account;
    v_balance := bonus_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
      p_reference || jsonb_build_object('bonus', v_bet.bonus_amount, 'grant', v_grant.id),
      p_member_account, v_bet.amount - v_bet.bonus_amount, v_grant.account_id, v_bet.bonus_amount,
      v_house, -v_bet.amount);
    UPDATE bonus_grant
    SET wagered = greatest(0, wagered - bonus_contribution(contributions, v_bet.game_code, v_bet.amount))
    WHERE id = v_grant.id;
  ELSE
    v_balance := bonus_playable(p_member, seamless_post_movement(p_member, p_entry_key,
      p_entry_kind, p_entry_fingerprint, p_reference, p_accounts, p_amounts, p_member_account));
  END IF;
  IF v_bet.bonus_amount > 0 THEN
    UPDATE vendor_round SET bonus_staked = bonus_staked - v_bet.bonus_amount
    WHERE vendor_code = p_vendor AND round_id = v_bet.round_id;
  END IF;
  UPDATE vendor_transaction SET status = 'rolled-back'
  WHERE vendor_code = p_vendor AND transaction_id = p_bet;
  UPDATE vendor_round SET status = 'rolled-back', closed_at = now()
  WHERE vendor_code = p_vendor AND round_id = v_bet.round_id AND NOT EXISTS (
    SELECT FROM vendor_transaction
    WHERE round_id = v_bet.round_id AND vendor_code = p_vendor AND type = 'bet' AND status = 'done');
  -- A free spin's refund paid the member nothing (it went to the house): its rollback records 0,
  -- so an adjustment of the round can never take that stake back from the member (0033's cap).
  RETURN seamless_record(p_vendor, p_transaction, 'rollback', p_member, v_bet.round_id,
    v_bet.game_code, CASE WHEN v_bet.free_spin_grant_id IS NULL THEN v_bet.amount ELSE 0 END,
    p_fingerprint, p_currency, v_balance, p_bet);
END;
$$;
--> statement-breakpoint
-- The agents' day rows (0035) leave free spins' stakes out: the house paid them, so they are not
-- the member's turnover nor a loss of theirs (a free spin's win is counted, as any win). A round
-- of free spins only is still a settled round of the member's (its bet count, its active day).
CREATE OR REPLACE FUNCTION member_day_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_stake bigint;
  v_payout bigint;
  v_cashed_out boolean;
  v_count integer;
  v_next date;
BEGIN
  SELECT coalesce(sum(amount) FILTER (WHERE type = 'bet' AND status = 'done' AND free_spin_grant_id IS NULL), 0),
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
CREATE OR REPLACE FUNCTION member_day_round_voided() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_refunded bigint;
BEGIN
  SELECT coalesce(sum(amount) FILTER (WHERE type = 'bet' AND status = 'rolled-back' AND free_spin_grant_id IS NULL), 0)
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
