import { existsSync } from 'node:fs';

/** The system Chromium the browser tests drive; a browser is never downloaded. */
export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const browserStatus = () => {
  const path = chromePath();
  return existsSync(path)
    ? { available: true, path }
    : { available: false, reason: `no Chromium at ${path} (install Debian's chromium or set CHROME_PATH)` };
};
