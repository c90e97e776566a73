import { useEffect, useLayoutEffect, useRef, type PointerEvent } from 'react';
import type { FishTheme } from '@platform/contracts';
import { createRenderer } from './fish-renderer';
import { resizeScene, stepScene, type Scene, type SceneEvent } from './fish-scene';

/** Frames slower than this (the drawing alone) for a while switch the renderer to low quality. */
const SLOW_FRAME_MS = 14;
const SLOW_FRAMES_TO_DEGRADE = 45;
/** Used until the page is laid out (and in tests, which have no layout). */
const FALLBACK_SIZE = { width: 360, height: 540 };

export type StageInput = {
  /** A hit or an expired bullet, each frame's. */
  onFrame: (events: SceneEvent[]) => void;
  onPress: (x: number, y: number) => void;
  onAim: (x: number, y: number) => void;
  onRelease: () => void;
  /** The page went out of sight: the loop stops, and so does any held or automatic fire. */
  onHidden: () => void;
  level: number;
  reducedMotion: boolean;
};

/**
 * The canvas and its loop: each animation frame steps the scene by the time elapsed and draws it.
 * The loop stops while the page is hidden (no work, no shots in a background tab) and starts again
 * without a jump when it comes back.
 */
export const FishStage = (props: StageInput & { scene: Scene; theme: FishTheme; label: string }) => {
  const { scene, theme } = props;
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef<StageInput>(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const node = canvas.current;
    const container = box.current;
    if (!node || !container) return;
    const renderer = createRenderer(node, theme);
    let quality: 'high' | 'low' = 'high';
    let slowFrames = 0;
    let frame = 0;
    let last: number | null = null;

    const pixelRatio = () => (quality === 'low' ? 1 : Math.min(2, window.devicePixelRatio || 1));
    const measure = () => {
      const rect = container.getBoundingClientRect();
      const width = Math.round(rect.width) || FALLBACK_SIZE.width;
      const height = Math.round(rect.height) || FALLBACK_SIZE.height;
      resizeScene(scene, width, height);
      renderer.resize(width, height, pixelRatio());
    };

    const tick = (now: number) => {
      frame = 0;
      const elapsed = last === null ? 16 : now - last;
      last = now;
      latest.current.onFrame(stepScene(scene, elapsed));
      const started = performance.now();
      renderer.draw(
        scene,
        { level: latest.current.level, quality, reducedMotion: latest.current.reducedMotion },
        elapsed,
      );
      if (quality === 'high' && renderer.ready) {
        slowFrames =
          performance.now() - started > SLOW_FRAME_MS ? slowFrames + 1 : Math.max(0, slowFrames - 1);
        if (slowFrames > SLOW_FRAMES_TO_DEGRADE) {
          quality = 'low';
          measure();
        }
      }
      if (document.visibilityState !== 'hidden') frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (frame || document.visibilityState === 'hidden') return;
      last = null;
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stop();
        latest.current.onHidden();
      } else start();
    };

    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(container);
    window.addEventListener('resize', measure);
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      stop();
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [scene, theme]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  return (
    <div ref={box} className="fish-stage">
      <canvas
        ref={canvas}
        className="fish-canvas"
        role="img"
        aria-label={props.label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const { x, y } = point(event);
          props.onPress(x, y);
        }}
        onPointerMove={(event) => {
          // A mouse aims as it moves; a finger aims while it is down.
          if (event.pointerType !== 'mouse' && event.buttons === 0) return;
          const { x, y } = point(event);
          props.onAim(x, y);
        }}
        onPointerUp={props.onRelease}
        onPointerCancel={props.onRelease}
        onLostPointerCapture={props.onRelease}
      />
    </div>
  );
};
