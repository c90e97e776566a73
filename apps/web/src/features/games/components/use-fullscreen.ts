import { useCallback, useEffect, useState, type RefObject } from 'react';

// Safari before 16.4 knows only the prefixed names; iPhone Safari has neither for an element.
type PrefixedDocument = Document & {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type PrefixedElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };

const prefixed = () => document as PrefixedDocument;

/** Whether this browser can put an element (not only a video) in full screen. */
export const fullscreenSupported = () =>
  typeof document !== 'undefined' &&
  Boolean(prefixed().fullscreenEnabled ?? prefixed().webkitFullscreenEnabled);

const currentElement = () => prefixed().fullscreenElement ?? prefixed().webkitFullscreenElement ?? null;

/**
 * Full screen for one element (the game's stage): whether the browser offers it, whether the
 * element holds it now (the visitor may leave with Esc or the back gesture), and a toggle.
 */
export const useFullscreen = (target: RefObject<HTMLElement | null>) => {
  const [supported] = useState(fullscreenSupported);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!supported) return;
    const onChange = () => setActive(currentElement() !== null && currentElement() === target.current);
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('webkitfullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('webkitfullscreenchange', onChange);
    };
  }, [supported, target]);

  const toggle = useCallback(async () => {
    const element = target.current as PrefixedElement | null;
    if (!element) return;
    try {
      if (currentElement()) {
        await (document.exitFullscreen?.() ?? prefixed().webkitExitFullscreen?.());
        return;
      }
      await (element.requestFullscreen?.({ navigationUI: 'hide' }) ?? element.webkitRequestFullscreen?.());
    } catch {
      // Refused (no user gesture, a policy): the page stays as it was, which is all there is to do.
    }
  }, [target]);

  return { supported, active, toggle };
};
