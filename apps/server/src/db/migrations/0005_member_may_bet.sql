-- The accounts module's one eligibility rule for bets, in SQL so that the seamless wallet's bet
-- statement and accounts.member.isEligibleToBet ask the same question. Today: the account exists,
-- is active and is not a trial account (type 4). Responsible-gaming limits, pauses and
-- self-exclusion are added here.
CREATE FUNCTION member_may_bet(p_member uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT status = 'ACTIVE' AND type <> 4 FROM member WHERE id = p_member), false)
$$;
