/**
 * NavLink compares paths only, so /member?tab=depositv2 and /member?tab=referral would both light
 * up on any member page. A target with a query is active only when that query matches too; a
 * plain /member is active only without a tab.
 */
export const isNavTargetActive = (target: string, pathActive: boolean, currentSearch: string) => {
  if (!pathActive) return false;
  const query = target.includes('?') ? target.slice(target.indexOf('?')) : '';
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(currentSearch);
  if (wanted.size === 0) return !current.has('tab');
  return [...wanted].every(([key, value]) => current.get(key) === value);
};
