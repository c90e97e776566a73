ALTER TABLE "player_limit" DROP CONSTRAINT "player_limit_kind";--> statement-breakpoint
CREATE INDEX "member_session_member_expiry" ON "member_session" USING btree ("member_id","expires_at") WHERE "member_session"."kind" = 'session';--> statement-breakpoint
ALTER TABLE "player_limit" ADD CONSTRAINT "player_limit_session_minutes" CHECK ("player_limit"."kind" <> 'SESSION_TIME' or greatest("player_limit"."amount", "player_limit"."pending_amount") <= case "player_limit"."period" when 'DAY' then 1440 when 'WEEK' then 10080 else 44640 end);--> statement-breakpoint
ALTER TABLE "player_limit" ADD CONSTRAINT "player_limit_kind" CHECK ("player_limit"."kind" in ('DEPOSIT', 'LOSS', 'WAGER', 'BET_COUNT', 'SESSION_TIME'));--> statement-breakpoint
-- The session-time limit (docs/responsible-gaming.md, "Session-time limit"): SESSION_TIME, in
-- minutes, at most the period's (checks above), held by the three functions below.
-- The start of a Brasília calendar day (UTC−3 all year, as brasilia_day in 0022).
CREATE FUNCTION brasilia_midnight(p_day date) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p_day::timestamp + interval '3 hours') AT TIME ZONE 'UTC'
$$;
--> statement-breakpoint
-- Owned by accounts, which owns member_session: how many seconds between p_from and p_until the
-- member was logged in. A session counts from its creation to its last activity (last_seen_at,
-- which every request but a background poll moves, at most once a minute), or to its end when
-- that came first (revoked, expired): a session the idle rule ended counts until its last
-- activity, not until the end was noticed. Sessions that overlap (two tabs or devices at once)
-- are merged before they are measured, so a minute is never counted twice. Remember-me tokens are
-- not sessions. range_agg and multiranges are PostgreSQL 14's (PGlite has them too). Reads at
-- most the sessions expiring after p_from (member_session_member_expiry).
CREATE FUNCTION member_session_seconds(p_member uuid, p_from timestamptz, p_until timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(floor(sum(extract(epoch FROM upper(used) - lower(used))))::bigint, 0)
  FROM unnest((
    SELECT range_agg(tstzrange(s.created_at,
      greatest(s.created_at, least(s.last_seen_at, s.revoked_at, s.expires_at))))
    FROM member_session s
    WHERE s.member_id = p_member AND s.kind = 'session'
      AND s.expires_at > p_from AND s.created_at < p_until
  ) * tstzmultirange(tstzrange(p_from, greatest(p_from, p_until)))) AS used
$$;
--> statement-breakpoint
-- Owned by responsible-gaming: null while every session-time limit of the member has time left at
-- p_at; otherwise when the member may play again, the start of the next period of each limit used
-- up, the latest of them (a week used up outlasts a day used up). A period is used up once its
-- logged-in time reaches the limit. Asked by player_bet_refusal under the member's limits lock,
-- and by accounts for a session (cached a minute per instance), a login and a resume.
CREATE FUNCTION session_time_refusal(p_member uuid, p_at timestamptz) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_today date := brasilia_day(p_at);
  v_limit record;
  v_from date;
  v_next date;
  v_resets timestamptz;
BEGIN
  FOR v_limit IN
    SELECT period, amount FROM player_limit
    WHERE member_id = p_member AND kind = 'SESSION_TIME'
  LOOP
    CASE v_limit.period
      WHEN 'DAY' THEN
        v_from := v_today;
        v_next := v_from + 1;
      WHEN 'WEEK' THEN
        v_from := date_trunc('week', v_today::timestamp)::date;
        v_next := v_from + 7;
      WHEN 'MONTH' THEN
        v_from := date_trunc('month', v_today::timestamp)::date;
        v_next := (v_from + interval '1 month')::date;
      ELSE
        RAISE EXCEPTION 'player limit of unknown period %', v_limit.period;
    END CASE;
    IF member_session_seconds(p_member, brasilia_midnight(v_from), p_at) >= v_limit.amount * 60 THEN
      v_resets := greatest(v_resets, brasilia_midnight(v_next));
    END IF;
  END LOOP;
  RETURN v_resets;
END;
$$;
--> statement-breakpoint
-- player_bet_refusal as in 0029, with the session-time limits asked after the others, under the
-- same lock: a period whose time is used up refuses every bet (seamless and the wallet's own).
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
  -- Then the member's identity (BR): read under the same lock, after any break.
  v_break := identity_refusal(p_member);
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
  -- A new statement too: a limit set while this waited for the lock is seen. Without a
  -- SESSION_TIME limit it reads one index entry of player_limit and nothing else.
  IF session_time_refusal(p_member, now()) IS NOT NULL THEN
    RETURN 'session-time-limit-reached';
  END IF;
  RETURN NULL;
END;
$$;
