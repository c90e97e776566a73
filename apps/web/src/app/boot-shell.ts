/**
 * Removes the first paint index.html draws before any script runs (the header bar). Called in the
 * layout effect of the first view that draws its own page, so both never show in the same frame.
 */
export const removeBootShell = () => {
  document.getElementById('boot-shell')?.remove();
};
