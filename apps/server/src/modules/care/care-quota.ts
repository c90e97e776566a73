import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type QuotaScope = 'feedback' | 'support';

/**
 * Takes one attempt of a member's quota in one statement: the row is created, or its window
 * restarted when it has run out, or its count raised while under the limit; otherwise nothing is
 * written and the answer is false. On PostgreSQL the conflicting insert locks the row and
 * re-checks the condition on its latest version, so requests sent together never pass more than
 * `limit` between them, on any number of instances.
 */
export const takeQuota = async (
  db: Db,
  input: { memberId: string; scope: QuotaScope; limit: number; windowSeconds: number },
): Promise<boolean> => {
  const expired = sql`care_quota.window_start <= now() - make_interval(secs => ${input.windowSeconds})`;
  const result = await db.execute(sql`
    insert into care_quota (member_id, scope, window_start, used)
    values (${input.memberId}, ${input.scope}, now(), 1)
    on conflict (member_id, scope) do update set
      window_start = case when ${expired} then now() else care_quota.window_start end,
      used = case when ${expired} then 1 else care_quota.used + 1 end
    where ${expired} or care_quota.used < ${input.limit}
    returning used`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
};
