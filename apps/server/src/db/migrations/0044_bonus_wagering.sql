-- The bonus wallet in the seamless statements (docs/promotions.md, "The bonus wallet"). The
-- wallet's helpers (bonus_*) build the legs and call ledger_post; the seamless statements call them
-- only when the member has an ACTIVE bonus grant, so a member without one (every member in the BR
-- profile) pays one index probe of bonus_grant inside the statement and no extra round trip.
-- Lock order, everywhere: the member's limits lock (bets), the round, the grant, then the ledger
-- accounts (members' by id, then house): conversion and forfeit take the grant before the accounts.
-- Errors: LB001 a bet above the grant's maximum while wagering (nothing moved, no round left).

-- What a member may play with: their cash plus the BONUS balance of their active grant.
CREATE FUNCTION bonus_playable(p_member uuid, p_cash bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_bonus bigint;
BEGIN
  SELECT a.balance INTO v_bonus FROM bonus_grant g JOIN ledger_account a ON a.id = g.account_id
  WHERE g.member_id = p_member AND g.status = 'ACTIVE';
  RETURN p_cash + coalesce(v_bonus, 0);
END;
$$;
--> statement-breakpoint
-- What a bet counts towards a grant's wagering: its amount times the percent of its game's type
-- (a game not in the catalogue, or a type the grant leaves out, counts nothing), floored.
CREATE FUNCTION bonus_contribution(p_contributions jsonb, p_game text, p_amount bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_type text;
BEGIN
  SELECT game_type INTO v_type FROM catalogue_game WHERE game_code = p_game;
  RETURN floor(p_amount::numeric * coalesce((p_contributions ->> v_type)::int, 0) / 100)::bigint;
END;
$$;
--> statement-breakpoint
-- A movement between a member's MAIN and BONUS accounts and one house account, legs of 0 left
-- out, in ledger_post's lock order. Answers the member's MAIN plus BONUS balance after it.
CREATE FUNCTION bonus_post_movement(
  p_member uuid, p_key text, p_kind text, p_fingerprint text, p_reference jsonb,
  p_main uuid, p_main_amount bigint, p_bonus uuid, p_bonus_amount bigint,
  p_house uuid, p_house_amount bigint
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_accounts uuid[] := '{}';
  v_amounts bigint[] := '{}';
  v_posted record;
  v_playable bigint;
BEGIN
  IF p_main_amount <> 0 AND p_bonus_amount <> 0 AND p_bonus < p_main THEN
    v_accounts := ARRAY[p_bonus, p_main];
    v_amounts := ARRAY[p_bonus_amount, p_main_amount];
  ELSE
    IF p_main_amount <> 0 THEN
      v_accounts := v_accounts || p_main;
      v_amounts := v_amounts || p_main_amount;
    END IF;
    IF p_bonus_amount <> 0 THEN
      v_accounts := v_accounts || p_bonus;
      v_amounts := v_amounts || p_bonus_amount;
    END IF;
  END IF;
  IF p_house IS NOT NULL AND p_house_amount <> 0 THEN
    v_accounts := v_accounts || p_house;
    v_amounts := v_amounts || p_house_amount;
  END IF;
  v_posted := ledger_post(p_key, p_kind, p_fingerprint, p_member, p_reference, v_accounts, v_amounts);
  IF v_posted.posted_fingerprint <> p_fingerprint THEN
    RAISE EXCEPTION 'ledger key % holds another movement', p_key USING ERRCODE = 'LS002';
  END IF;
  SELECT coalesce(sum(balance), 0) INTO v_playable FROM ledger_account WHERE id IN (p_main, p_bonus);
  RETURN v_playable;
END;
$$;
--> statement-breakpoint
-- Adds a bet to the grant's wagering (the grant row locked by the caller) and, when the wagering
-- is met, converts it: the whole BONUS balance to MAIN in one movement keyed by the grant, the
-- grant CONVERTED. The conditional update makes the conversion happen once, whoever crosses.
CREATE FUNCTION bonus_wager(p_grant uuid, p_game text, p_amount bigint, p_main uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_grant bonus_grant%ROWTYPE;
  v_balance bigint;
  v_key text;
BEGIN
  UPDATE bonus_grant g
  SET wagered = g.wagered + bonus_contribution(g.contributions, p_game, p_amount)
  WHERE g.id = p_grant AND g.status = 'ACTIVE'
  RETURNING * INTO v_grant;
  IF NOT FOUND OR v_grant.wagered < v_grant.required THEN
    RETURN;
  END IF;
  SELECT balance INTO v_balance FROM ledger_account WHERE id = v_grant.account_id FOR UPDATE;
  IF v_balance > 0 THEN
    v_key := 'bonus-convert:' || v_grant.id;
    PERFORM bonus_post_movement(v_grant.member_id, v_key, 'BONUS_CONVERT',
      encode(sha256(convert_to(v_key || ':' || v_balance, 'UTF8')), 'hex'),
      jsonb_build_object('grant', v_grant.id, 'promotionCode', v_grant.promotion_code),
      p_main, v_balance, v_grant.account_id, -v_balance, NULL, 0);
  END IF;
  UPDATE bonus_grant SET status = 'CONVERTED', ended_at = now(), settled_amount = v_balance
  WHERE id = v_grant.id AND status = 'ACTIVE';
END;
$$;
--> statement-breakpoint
-- seamless_bet as in 0027, and with an ACTIVE grant: refused above its maximum bet (LB001, the
-- round undone with it), the stake taken from cash first and the rest from BONUS (read under the
-- accounts' locks), the bonus part kept on the bet and its round, the wagering counted and, met,
-- converted. The answer's balance is cash plus bonus.
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
  v_limit text;
  v_grant bonus_grant%ROWTYPE;
  v_cash bigint;
  v_from_bonus bigint;
  v_house uuid;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  IF NOT member_may_bet(p_member) THEN
    RETURN jsonb_build_object('outcome', 'not-eligible');
  END IF;
  v_limit := player_bet_refusal(p_member, p_amount);
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

  SELECT * INTO v_grant FROM bonus_grant
  WHERE member_id = p_member AND status = 'ACTIVE' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN seamless_record(p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount,
      p_fingerprint, p_currency,
      seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint, p_reference,
        p_accounts, p_amounts, p_member_account));
  END IF;

  IF v_grant.max_bet > 0 AND p_amount > v_grant.max_bet THEN
    RAISE EXCEPTION 'bet % is above the bonus maximum %', p_amount, v_grant.max_bet
      USING ERRCODE = 'LB001';
  END IF;
  -- Cash first, then bonus: read under both accounts' locks (taken in id order, as ledger_post's).
  PERFORM 1 FROM ledger_account WHERE id IN (p_member_account, v_grant.account_id)
  ORDER BY id FOR UPDATE;
  SELECT balance INTO v_cash FROM ledger_account WHERE id = p_member_account;
  v_from_bonus := p_amount - least(greatest(v_cash, 0), p_amount);
  SELECT a INTO v_house FROM unnest(p_accounts) AS a WHERE a <> p_member_account;
  v_balance := bonus_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
    p_reference || jsonb_build_object('bonus', v_from_bonus, 'grant', v_grant.id),
    p_member_account, -(p_amount - v_from_bonus), v_grant.account_id, -v_from_bonus,
    v_house, p_amount);
  PERFORM bonus_wager(v_grant.id, p_game, p_amount, p_member_account);

  v_answer := seamless_record(p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency, v_balance);
  UPDATE vendor_transaction SET bonus_amount = v_from_bonus, bonus_grant_id = v_grant.id
  WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
  -- The member's bets run one at a time (player_bet_refusal's lock), so this round's row, held
  -- FOR SHARE by this bet only, is updated without waiting. The grant is named on the round even
  -- when the bet was all cash: its win then answers the balance with the bonus in it.
  UPDATE vendor_round SET bonus_staked = bonus_staked + v_from_bonus, bonus_grant_id = v_grant.id
  WHERE vendor_code = p_vendor AND round_id = p_round;
  RETURN v_answer;
END;
$$;
--> statement-breakpoint
-- seamless_win as in 0035. A round that staked bonus money pays the win's bonus share
-- (win × bonus staked / staked, floored) back to BONUS while its grant is ACTIVE; else all is
-- cash. A round bet under a grant answers cash plus bonus; any other round is paid and answered
-- exactly as before (no bonus lookup: the common case, and every round in the BR profile).
CREATE OR REPLACE FUNCTION seamless_win(
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
  v_grant bonus_grant%ROWTYPE;
  v_staked bigint;
  v_share bigint;
  v_house uuid;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  SELECT * INTO v_round FROM vendor_round
  WHERE vendor_code = p_vendor AND round_id = p_round FOR UPDATE;
  IF NOT FOUND OR v_round.member_id <> p_member THEN
    RETURN jsonb_build_object('outcome', 'bet-not-found');
  END IF;
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

  -- A round no bet of which was placed under a grant pays as before, with no bonus lookup.
  IF v_round.bonus_grant_id IS NULL THEN
    IF p_amount > 0 THEN
      v_balance := seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
        p_reference, p_accounts, p_amounts, p_member_account);
    ELSE
      SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
    END IF;
    v_answer := seamless_record(p_vendor, p_transaction, 'win', p_member, p_round, p_game,
      p_amount, p_fingerprint, p_currency, coalesce(v_balance, 0));
    IF p_reason IS NOT NULL THEN
      UPDATE vendor_transaction SET reason = p_reason
      WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
    END IF;
    RETURN v_answer;
  END IF;

  SELECT * INTO v_grant FROM bonus_grant WHERE id = v_round.bonus_grant_id FOR UPDATE;
  IF p_amount > 0 AND v_round.bonus_staked > 0 AND v_grant.status = 'ACTIVE' THEN
    SELECT sum(amount) INTO v_staked FROM vendor_transaction
    WHERE round_id = p_round AND vendor_code = p_vendor AND type = 'bet' AND status = 'done';
    v_share := floor(p_amount::numeric * v_round.bonus_staked / greatest(v_staked, 1))::bigint;
    SELECT a INTO v_house FROM unnest(p_accounts) AS a WHERE a <> p_member_account;
    v_balance := bonus_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
      p_reference || jsonb_build_object('bonus', v_share, 'grant', v_grant.id),
      p_member_account, p_amount - v_share, v_grant.account_id, v_share, v_house, -p_amount);
  ELSIF p_amount > 0 THEN
    v_balance := bonus_playable(p_member, seamless_post_movement(p_member, p_entry_key,
      p_entry_kind, p_entry_fingerprint, p_reference, p_accounts, p_amounts, p_member_account));
  ELSE
    SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account;
    v_balance := bonus_playable(p_member, coalesce(v_balance, 0));
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
-- seamless_rollback as in 0034. A bet that took bonus money refunds that part to BONUS while its
-- grant is ACTIVE (and takes its contribution off the wagering); else the whole refund is cash.
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

  IF v_bet.bonus_grant_id IS NOT NULL THEN
    SELECT * INTO v_grant FROM bonus_grant WHERE id = v_bet.bonus_grant_id FOR UPDATE;
  END IF;
  IF v_bet.bonus_grant_id IS NULL THEN
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
  RETURN seamless_record(p_vendor, p_transaction, 'rollback', p_member, v_bet.round_id,
    v_bet.game_code, v_bet.amount, p_fingerprint, p_currency, v_balance, p_bet);
END;
$$;
--> statement-breakpoint
-- The agents' reports count a bonus when it reaches a member's MAIN wallet: a cash bonus when
-- credited, a wagered bonus when it converts (BONUS_CONVERT). Money credited to or forfeited from
-- the BONUS wallet never touched cash and is not counted. Otherwise as 0039.
CREATE OR REPLACE FUNCTION member_day_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_posting record;
  v_first integer;
BEGIN
  IF NEW.kind = 'TRANSFER' AND (
    SELECT count(DISTINCT a.member_id) FROM posting p JOIN ledger_account a ON a.id = p.account_id
    WHERE p.entry_id = NEW.id AND a.member_id IS NOT NULL) < 2 THEN
    RETURN NULL;
  END IF;
  FOR v_posting IN
    SELECT a.member_id, p.amount FROM posting p JOIN ledger_account a ON a.id = p.account_id
    WHERE p.entry_id = NEW.id AND a.member_id IS NOT NULL AND a.wallet = 'MAIN'
  LOOP
    CASE NEW.kind
      WHEN 'DEPOSIT' THEN
        INSERT INTO member_first_deposit (member_id, entry_id, day, amount)
        VALUES (v_posting.member_id, NEW.id, v_day, v_posting.amount)
        ON CONFLICT (member_id) DO NOTHING;
        GET DIAGNOSTICS v_first = ROW_COUNT;
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 1, v_posting.amount,
          v_first, CASE WHEN v_first = 1 THEN v_posting.amount ELSE 0 END, 0, 0, 0, 0, 0);
      WHEN 'WITHDRAWAL_HOLD' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0,
          1, -v_posting.amount, 0, 0, 0);
      WHEN 'WITHDRAWAL_RETURN' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0,
          -1, -v_posting.amount, 0, 0, 0);
      WHEN 'TRANSFER' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          greatest(v_posting.amount, 0), greatest(-v_posting.amount, 0), 0);
      WHEN 'BONUS', 'POINTS_CONVERSION', 'BONUS_CONVERT' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          v_posting.amount);
      ELSE
        NULL;
    END CASE;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER member_day_movement ON journal_entry;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_movement AFTER INSERT ON journal_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'TRANSFER', 'BONUS',
    'POINTS_CONVERSION', 'BONUS_CONVERT'))
  EXECUTE FUNCTION member_day_movement();
