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

// On a desktop the stylesheet hides the shell's banner (base.css), so it is never painted: the
// first screen is then the header bar, and waiting for the banner would cost the whole cap.
const banner = document.querySelector<HTMLImageElement>('#boot-shell img');
const bannerShown = banner !== null && banner.getClientRects().length > 0;
const firstScreen = bannerShown
  ? painted('largest-contentful-paint', (entry) => (entry as { element?: Element | null }).element === banner)
  : painted('paint', (entry) => entry.name === 'first-contentful-paint');

/** A new task: the browser may paint and handle input between two pieces of start-up work. */
const nextTask = () =>
  new Promise<void>((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resume();
    channel.port2.postMessage(null);
  });

/**
 * Runs the site's modules a file at a time, each in a task of its own, then the entry. Imported
 * at once, the entry's whole graph (React DOM, the app, the landing page) is evaluated in one
 * task: on a cheap phone a quarter of a second in which the page answers nothing. Each file
 * evaluated alone is a much shorter task (the longest is React DOM's); the entry then finds its
 * imports done and only runs itself. A file's own imports run before it, as they always do.
 */
const startSite = async (links: readonly HTMLLinkElement[], start: HTMLLinkElement) => {
  for (const link of links) {
    if (link === start) continue;
    // A file that fails here is the entry's business: its own import reports it, or the site
    // does without it (a landing page's chunk is imported again when the page is shown).
    await import(/* @vite-ignore */ link.href).catch(() => undefined);
    await nextTask();
  }
  await import(/* @vite-ignore */ start.href);
};

const siteScripts = document.querySelector<HTMLTemplateElement>('template#site-scripts');
if (siteScripts) {
  void firstScreen.then(() => {
    const links = [...siteScripts.content.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    // Added to the document, the links start every download at once; the imports then run them.
    document.head.append(siteScripts.content);
    const start = document.querySelector<HTMLLinkElement>('link#site-start');
    return start && startSite(links, start);
  });
}
