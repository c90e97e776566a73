-- Points converted to cash (POINTS_CONVERSION, docs/points.md) are a reward the house pays, as a
-- bonus is: the agents' reports count them in the downline's bonus, so revenue (profit and loss
-- less bonuses) and the transaction details agree with the ledger. Otherwise as 0022.
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
      WHEN 'BONUS', 'POINTS_CONVERSION' THEN
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
    'POINTS_CONVERSION'))
  EXECUTE FUNCTION member_day_movement();
--> statement-breakpoint
-- The conversions already made, added to their members' days and marked for the roll-up (the
-- migration runs under the start-up lock, before any new one).
WITH converted AS (
  SELECT a.member_id, brasilia_day(e.created_at) AS day, sum(p.amount) AS amount
  FROM journal_entry e
  JOIN posting p ON p.entry_id = e.id
  JOIN ledger_account a ON a.id = p.account_id AND a.member_id IS NOT NULL AND a.wallet = 'MAIN'
  WHERE e.kind = 'POINTS_CONVERSION'
  GROUP BY 1, 2
), written AS (
  INSERT INTO member_day (member_id, day, bonus_amount)
  SELECT member_id, day, amount FROM converted
  ON CONFLICT (member_id, day) DO UPDATE SET bonus_amount = member_day.bonus_amount + excluded.bonus_amount
  RETURNING member_id, day
)
INSERT INTO member_day_dirty (member_id, day) SELECT member_id, day FROM written ON CONFLICT DO NOTHING;
