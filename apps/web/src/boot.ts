/**
 * The site page's first script: it fetches and starts the site once the first screen is painted.
 *
 * index.html draws the header bar and, on the home page, the first banner before any script runs
 * (app/boot-shell.ts). Fetched with the page, the site's twenty-odd scripts shared the connection
 * with that banner, and a browser that had them in time ran them before it painted anything: on a
 * cheap phone, about a second of React DOM and the app before the first pixel. So the page keeps
 * their links in an inert template (#site-scripts) and this script adds them once the first
 * screen is shown, then imports the entry (#site-start). The wait is capped, so a slow banner
 * image, a tab opened in the background or a browser without paint timing never holds the site
 * back for long. The build writes this script and the template into the page
 * (vite-page-head.ts); the development server runs the entry directly.
 */
const PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser reports a paint that `matches` (its paint timing, which counts the
 * frame as shown, not only drawn), or after PAINT_WAIT_MS.
 */
const painted = (type: 'paint' | 'largest-contentful-paint', matches: (entry: PerformanceEntry) => boolean) =>
  new Promise<void>((done) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
      // The frame is drawn after the animation frame callback; the timer runs after that.
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(matches)) finish();
    });
    const timer = setTimeout(() => finish(), PAINT_WAIT_MS);
    function finish() {
      clearTimeout(timer);
      observer.disconnect();
      done();
    }
    observer.observe({ type, buffered: true });
  });

const banner = document.querySelector<HTMLImageElement>('#boot-shell img');
const firstScreen = banner
  ? painted('largest-contentful-paint', (entry) => (entry as { element?: Element | null }).element === banner)
  : painted('paint', (entry) => entry.name === 'first-contentful-paint');

const siteScripts = document.querySelector<HTMLTemplateElement>('template#site-scripts');
if (siteScripts) {
  void firstScreen.then(() => {
    // Added to the document, the links start every download at once; the import then runs them.
    document.head.append(siteScripts.content);
    const start = document.querySelector<HTMLLinkElement>('link#site-start');
    return start && import(/* @vite-ignore */ start.href);
  });
}
