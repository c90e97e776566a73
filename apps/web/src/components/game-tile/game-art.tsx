import { useEffect, useRef, useState } from 'react';
import { Icon } from '../icon';

/** Spec section 9: a lazy image starts loading when a tenth of it is visible and is retried once. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
export const LAZY_IMAGE_RETRIES = 1;

const canObserve = () => typeof window !== 'undefined' && 'IntersectionObserver' in window;

const initials = (name: string) =>
  name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

type GameArtProps = { src: string; name: string };

/**
 * Square artwork that loads only when scrolled into view: a lobby page holds dozens of images and
 * a phone on mobile data should fetch just the ones on screen. A broken image gets one more try,
 * then drawn fallback art with the game's initials, so the grid never shows a broken-image icon.
 */
export const GameArt = ({ src, name }: GameArtProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => !canObserve());
  const [failures, setFailures] = useState(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setVisible(true);
        observer.disconnect();
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const failed = !src || failures > LAZY_IMAGE_RETRIES;
  return (
    <div ref={ref} className={`game-art${loaded ? ' is-loaded' : ''}`} data-testid="game-art">
      {failed ? (
        <div className="game-art-fallback" data-testid="game-art-fallback">
          <Icon name="slots" size={28} />
          <span>{initials(name)}</span>
        </div>
      ) : (
        visible && (
          <img
            // A new element per attempt: the retry is a fresh request, not a cached failure.
            key={failures}
            src={src}
            alt=""
            decoding="async"
            draggable={false}
            onLoad={() => setLoaded(true)}
            onError={() => {
              setLoaded(false);
              setFailures((count) => count + 1);
            }}
          />
        )
      )}
    </div>
  );
};
