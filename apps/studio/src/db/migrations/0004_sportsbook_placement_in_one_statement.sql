-- A sportsbook placement becomes one statement in autocommit (docs/PERFORMANCE.md, "Placement in
-- one statement"): where it was BEGIN, the suspensions' shared lock, their read, the placement
-- statement and COMMIT, five round trips with the hot market and event rows held from the
-- placement statement to the commit's answer.
--
-- The suspensions of some events in force now, read under the shared advisory lock of each event
-- (the exclusive one is taken by the operator's suspend, apps/studio/src/games/sportsbook/operator/
-- suspensions.repository.ts, which passes the lock space). VOLATILE on purpose: its query takes a
-- snapshot of its own after the locks are granted, so a suspension committed while this waited is
-- seen even when the calling statement began before it; the locks last to the caller's commit.
CREATE OR REPLACE FUNCTION studio_sports_suspensions_in_force(p_lock_space integer, p_events text[])
RETURNS SETOF studio_sports_suspension LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(p_lock_space, hashtext(e)) FROM unnest(p_events) AS e;
  RETURN QUERY SELECT * FROM studio_sports_suspension s WHERE s.event_id = ANY (p_events)
    ORDER BY s.event_id, s.market_key;
END;
$$;
--> statement-breakpoint
-- Ends the calling statement with the liability level a placement would pass (SQLSTATE SBL01, the
-- level as the message), so everything the statement wrote is undone: the bet, its legs and the
-- levels already reserved.
CREATE OR REPLACE FUNCTION studio_sports_refuse_placement(p_level text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SBL01', MESSAGE = p_level;
END;
$$;
