import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, type Banner } from '@platform/contracts';
import { BannerLink } from '../../../components/banner/banner-link';
import { Icon } from '../../../components/icon';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

const easeInOut = (progress: number) =>
  progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;

/**
 * Scrolls the track over `duration` (spec 9: a 1 s transition; smooth scrolling has no set
 * length). Snapping is off while it runs, or the browser would fight every step. Returns a cancel.
 */
const animateScroll = (track: HTMLElement, to: number, duration: number) => {
  const from = track.scrollLeft;
  const start = performance.now();
  let frame = 0;
  track.style.scrollSnapType = 'none';
  const finish = () => {
    cancelAnimationFrame(frame);
    track.style.scrollSnapType = '';
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    track.scrollLeft = from + (to - from) * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return finish;
};

/**
 * The carousel's place while the banners load: the same frame, the slide's aspect ratio and (on a
 * phone, where the dots sit under the slide) the row of controls, so nothing moves when it arrives.
 */
export const BannerSkeleton = () => (
  <div className="banner-carousel" aria-hidden="true" data-testid="banner-skeleton">
    <div className="home-banner-skeleton skeleton" />
    <div className="banner-controls banner-controls-placeholder" />
  </div>
);

/**
 * The home banners (spec 2 and 9): a native scroll-snap strip, so swiping is the browser's own,
 * advanced every 5 s with a 1 s transition. It waits while pointed at or focused, can be paused,
 * and never moves by itself for people who ask for reduced motion (design.md, Motion).
 */
export const BannerCarousel = ({ banners }: { banners: readonly Banner[] }) => {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const autoplay = count > 1 && !reducedMotion && !stopped;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = ((target % count) + count) % count;
      const left = next * track.clientWidth;
      cancelRef.current?.();
      cancelRef.current = null;
      if (reducedMotion) track.scrollTo({ left, behavior: 'auto' });
      else cancelRef.current = animateScroll(track, left, BANNER_TRANSITION_MS);
      setIndex(next);
    },
    [count, reducedMotion],
  );

  // A new timer after every change of slide, so a swipe gets its full 5 s too.
  useEffect(() => {
    if (!autoplay || hovered || focused) return;
    const handle = window.setTimeout(() => goTo(index + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(handle);
  }, [autoplay, hovered, focused, index, goTo]);

  useEffect(() => () => cancelRef.current?.(), []);

  const onScroll = () => {
    const track = trackRef.current;
    // While an animation runs the index already names its target.
    if (!track || cancelRef.current || track.clientWidth === 0) return;
    setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };

  // A swipe or wheel takes over from a running animation.
  const interrupt = () => {
    cancelRef.current?.();
    cancelRef.current = null;
  };

  if (count === 0) return null;

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="banner-carousel"
    >
      <div
        ref={trackRef}
        className="banner-track"
        onScroll={onScroll}
        onPointerDown={interrupt}
        onWheel={interrupt}
        onTouchStart={interrupt}
        aria-live={autoplay ? 'off' : 'polite'}
      >
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            className="banner-slide"
            role="group"
            aria-roledescription={t('home.banners.slide')}
            aria-label={t('home.banners.position', { index: position + 1, count })}
            aria-hidden={position !== index}
            // Off-screen slides hold no focusable link.
            inert={position !== index}
          >
            <BannerLink banner={banner} className="banner-slide-link">
              <img
                src={banner.url}
                alt={banner.title}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-arrow banner-arrow-prev"
            aria-label={t('home.banners.previous')}
            onClick={() => goTo(index - 1)}
          >
            <Icon name="chevronLeft" size={22} />
          </button>
          <button
            type="button"
            className="banner-arrow banner-arrow-next"
            aria-label={t('home.banners.next')}
            onClick={() => goTo(index + 1)}
          >
            <Icon name="chevronRight" size={22} />
          </button>
          <div className="banner-controls">
            {!reducedMotion && (
              <button
                type="button"
                className="banner-toggle"
                aria-label={t(stopped ? 'home.banners.play' : 'home.banners.pause')}
                onClick={() => setStopped((value) => !value)}
              >
                <Icon name={stopped ? 'play' : 'pause'} size={14} />
              </button>
            )}
            <div className="banner-dots">
              {banners.map((banner, position) => (
                <button
                  key={banner.id}
                  type="button"
                  className={`banner-dot${position === index ? ' is-active' : ''}`}
                  aria-label={t('home.banners.goTo', { index: position + 1, count })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
};
