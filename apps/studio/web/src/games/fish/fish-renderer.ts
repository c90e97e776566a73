import type { FishSpecies, FishTheme } from '@platform/contracts';
import { drawingBox, drawSpecies, shade, staysUpright } from './fish-art';
import { bulletRadius, cannonOf, seededRandom, type Effect, type Scene, type SceneFish } from './fish-scene';

/**
 * Draws the scene on a canvas; it decides nothing. The seabed is painted once per size into a
 * backdrop, each species once per size into a strip of tail-beat frames, so a frame is mostly
 * image copies: cheap enough for a modest phone. `quality: 'low'` (chosen by the page when frames
 * run slow) and reduced motion drop the decorative light rays and bubbles.
 */

type Palette = {
  water: readonly [string, string, string];
  floor: readonly [string, string];
  light: string;
  plants: readonly [string, string];
  rocks: string;
  accents: readonly string[];
};

const PALETTES: Record<FishTheme, Palette> = {
  ocean: {
    water: ['#1a7fb5', '#0b4d7e', '#052544'],
    floor: ['#d8c08a', '#7d683e'],
    light: '170, 225, 255',
    plants: ['#2e8b57', '#1d6641'],
    rocks: '#22344a',
    accents: ['#ff8f70', '#f5d76e', '#ffffff'],
  },
  reef: {
    water: ['#1fb8c9', '#0c7c9c', '#063f5c'],
    floor: ['#f0dcaa', '#a88d56'],
    light: '205, 255, 250',
    plants: ['#3cb371', '#23804c'],
    rocks: '#31475a',
    accents: ['#ff6f91', '#ffa94d', '#c77dff', '#ffd23f'],
  },
  deep: {
    water: ['#0c2656', '#061533', '#01040c'],
    floor: ['#1b2234', '#07090f'],
    light: '110, 190, 255',
    plants: ['#1d5566', '#103a47'],
    rocks: '#111827',
    accents: ['#6cf0ff', '#ff5fa8', '#b38bff'],
  },
  river: {
    water: ['#5b9462', '#2f6446', '#13301e'],
    floor: ['#8d7548', '#44361c'],
    light: '235, 255, 200',
    plants: ['#6b8e23', '#456617'],
    rocks: '#34352a',
    accents: ['#c9b52e', '#e5483a', '#f4f1e6'],
  },
  golden: {
    water: ['#2058a0', '#112f62', '#071634'],
    floor: ['#e6bd52', '#7d5a14'],
    light: '255, 226, 150',
    plants: ['#2f8f6b', '#1d6b4c'],
    rocks: '#3e2f14',
    accents: ['#f5b301', '#e8353a', '#fff0b3'],
  },
};

const BULLET_COLOURS = ['#7fe7ff', '#8affc1', '#fff27a', '#ffb347', '#ff7aa8', '#c08bff', '#ffffff'];
const FRAMES = 6;
const CATCH_MS = 900;

type Sprite = { frames: HTMLCanvasElement[]; flash: HTMLCanvasElement; width: number; height: number };
type Bubble = { x: number; y: number; r: number; speed: number; wobble: number };

export type RenderView = {
  level: number;
  quality: 'high' | 'low';
  reducedMotion: boolean;
};

const makeCanvas = (width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return canvas;
};

const spriteOf = (species: FishSpecies, length: number, dpr: number): Sprite | null => {
  const box = drawingBox(species.shape);
  const width = length * box.width;
  const height = length * box.height;
  const frames: HTMLCanvasElement[] = [];
  for (let frame = 0; frame < FRAMES; frame += 1) {
    const canvas = makeCanvas(width * dpr, height * dpr);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.scale(dpr, dpr);
    ctx.translate(width / 2, height / 2);
    drawSpecies(ctx, species, { length, phase: (frame / FRAMES) * Math.PI * 2 });
    frames.push(canvas);
  }
  const flash = makeCanvas(width * dpr, height * dpr);
  const flashCtx = flash.getContext('2d');
  if (!flashCtx) return null;
  flashCtx.drawImage(frames[0]!, 0, 0);
  flashCtx.globalCompositeOperation = 'source-atop';
  flashCtx.fillStyle = 'rgba(255, 255, 255, 0.7)';
  flashCtx.fillRect(0, 0, flash.width, flash.height);
  return { frames, flash, width, height };
};

const paintBackdrop = (ctx: CanvasRenderingContext2D, theme: FishTheme, width: number, height: number) => {
  const palette = PALETTES[theme];
  const random = seededRandom(width * 31 + height);
  const water = ctx.createLinearGradient(0, 0, 0, height);
  water.addColorStop(0, palette.water[0]);
  water.addColorStop(0.45, palette.water[1]);
  water.addColorStop(1, palette.water[2]);
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, width, height);

  // The surface glow along the top
  const surface = ctx.createRadialGradient(
    width / 2,
    -height * 0.3,
    0,
    width / 2,
    -height * 0.3,
    height * 0.9,
  );
  surface.addColorStop(0, `rgba(${palette.light}, 0.35)`);
  surface.addColorStop(1, `rgba(${palette.light}, 0)`);
  ctx.fillStyle = surface;
  ctx.fillRect(0, 0, width, height);

  // A far ridge, then the floor
  const floorTop = height * 0.86;
  ctx.fillStyle = shade(palette.water[2], -0.25);
  ctx.globalAlpha = 0.55;
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (let x = 0; x <= width; x += width / 8) {
    ctx.lineTo(x, floorTop - height * (0.05 + random() * 0.12));
  }
  ctx.lineTo(width, height);
  ctx.fill();
  ctx.globalAlpha = 1;

  const floor = ctx.createLinearGradient(0, floorTop, 0, height);
  floor.addColorStop(0, palette.floor[0]);
  floor.addColorStop(1, palette.floor[1]);
  ctx.fillStyle = floor;
  ctx.beginPath();
  ctx.moveTo(0, height);
  ctx.lineTo(0, floorTop + height * 0.03);
  const waves = 5;
  for (let index = 0; index < waves; index += 1) {
    const x0 = (index / waves) * width;
    const x1 = ((index + 1) / waves) * width;
    ctx.quadraticCurveTo(
      (x0 + x1) / 2,
      floorTop - height * 0.03 * random(),
      x1,
      floorTop + height * 0.02 * random(),
    );
  }
  ctx.lineTo(width, height);
  ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.12)';
  ctx.lineWidth = 1;
  for (let index = 0; index < 10; index += 1) {
    const y = floorTop + height * (0.04 + random() * 0.1);
    const x = random() * width;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + 20, y - 4, x + 40, y);
    ctx.stroke();
  }

  // Rocks
  for (let index = 0; index < 6; index += 1) {
    const x = random() * width;
    const r = height * (0.03 + random() * 0.05);
    const rock = ctx.createRadialGradient(
      x - r * 0.3,
      floorTop - r * 0.2,
      r * 0.1,
      x,
      floorTop + r * 0.2,
      r * 1.3,
    );
    rock.addColorStop(0, shade(palette.rocks, 0.25));
    rock.addColorStop(1, shade(palette.rocks, -0.3));
    ctx.fillStyle = rock;
    ctx.beginPath();
    ctx.ellipse(x, floorTop + r * 0.5, r * 1.5, r, 0, Math.PI, 0);
    ctx.fill();
  }

  // Plants: seaweed everywhere, corals on the reef, reeds in the river, glowing stalks deep down
  const plantCount = Math.round(width / 70);
  ctx.lineCap = 'round';
  for (let index = 0; index < plantCount; index += 1) {
    const x = (index + random()) * (width / plantCount);
    const base = floorTop + height * 0.03 + random() * height * 0.04;
    const tall = height * (theme === 'river' ? 0.22 + random() * 0.2 : 0.1 + random() * 0.16);
    ctx.strokeStyle = palette.plants[index % 2]!;
    ctx.lineWidth = theme === 'river' ? 3 : 5 + random() * 4;
    ctx.beginPath();
    ctx.moveTo(x, base);
    const sway = (random() - 0.5) * 40;
    ctx.bezierCurveTo(x + sway, base - tall * 0.35, x - sway, base - tall * 0.7, x + sway * 0.5, base - tall);
    ctx.stroke();
    if (theme === 'deep') {
      ctx.fillStyle = palette.accents[index % palette.accents.length]!;
      ctx.globalAlpha = 0.8;
      ctx.beginPath();
      ctx.arc(x + sway * 0.5, base - tall, 3, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }
  if (theme === 'reef') {
    for (let index = 0; index < Math.round(width / 180); index += 1) {
      const x = random() * width;
      const base = floorTop + height * 0.05;
      ctx.strokeStyle = palette.accents[index % palette.accents.length]!;
      const branch = (bx: number, by: number, angle: number, size: number, depth: number) => {
        const ex = bx + Math.cos(angle) * size;
        const ey = by + Math.sin(angle) * size;
        ctx.lineWidth = Math.max(2, depth * 2.5);
        ctx.beginPath();
        ctx.moveTo(bx, by);
        ctx.lineTo(ex, ey);
        ctx.stroke();
        if (depth > 0) {
          branch(ex, ey, angle - 0.45, size * 0.72, depth - 1);
          branch(ex, ey, angle + 0.4, size * 0.72, depth - 1);
        }
      };
      branch(x, base, -Math.PI / 2, height * 0.06, 3);
    }
  }
  if (theme === 'golden') {
    for (let index = 0; index < Math.round(width / 220); index += 1) {
      const x = random() * width;
      const y = floorTop + height * 0.06;
      for (let coin = 0; coin < 7; coin += 1) {
        const cx = x + (coin % 4) * 9 - 14 + (coin > 3 ? 5 : 0);
        const cy = y - (coin > 3 ? 7 : 0);
        ctx.fillStyle = coin % 2 ? '#f5b301' : '#ffd25e';
        ctx.beginPath();
        ctx.ellipse(cx, cy, 7, 3.5, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#8a5a00';
        ctx.lineWidth = 1;
        ctx.stroke();
      }
    }
  }
  // Vignette
  const vignette = ctx.createRadialGradient(
    width / 2,
    height * 0.45,
    Math.min(width, height) * 0.35,
    width / 2,
    height * 0.45,
    Math.max(width, height) * 0.8,
  );
  vignette.addColorStop(0, 'rgba(0,0,0,0)');
  vignette.addColorStop(1, 'rgba(0,0,0,0.45)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, width, height);
};

export const createRenderer = (canvas: HTMLCanvasElement, theme: FishTheme) => {
  const ctx = canvas.getContext('2d');
  const palette = PALETTES[theme];
  let width = 0;
  let height = 0;
  let dpr = 1;
  let backdrop: HTMLCanvasElement | null = null;
  const sprites = new Map<string, Sprite | null>();
  const bubbles: Bubble[] = [];
  const random = seededRandom(7);

  const sprite = (fish: SceneFish) => {
    const key = `${fish.species.id}@${Math.round(fish.length)}`;
    if (!sprites.has(key)) sprites.set(key, spriteOf(fish.species, fish.length, dpr));
    return sprites.get(key) ?? null;
  };

  const drawFish = (context: CanvasRenderingContext2D, fish: SceneFish) => {
    const image = sprite(fish);
    if (!image) return;
    const frameIndex = Math.floor(
      ((((fish.tailPhase % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2)) / (Math.PI * 2)) * FRAMES,
    );
    const caught = fish.caughtAge === null ? 0 : Math.min(1, fish.caughtAge / CATCH_MS);
    context.save();
    context.translate(fish.x, fish.y);
    if (caught > 0) {
      context.rotate(caught * Math.PI * 3);
      context.scale(1 - caught * 0.55, 1 - caught * 0.55);
      context.globalAlpha = 1 - caught * caught;
    } else if (!staysUpright(fish.species.shape)) {
      context.rotate(fish.heading);
      // Swimming left, the drawing flips so the belly stays down.
      if (Math.cos(fish.heading) < 0) context.scale(1, -1);
    }
    const frame =
      fish.flash > 0 && caught === 0 ? image.flash : (image.frames[frameIndex % FRAMES] ?? image.frames[0]!);
    context.drawImage(frame, -image.width / 2, -image.height / 2, image.width, image.height);
    context.restore();
  };

  const drawBadge = (context: CanvasRenderingContext2D, fish: SceneFish, unit: number) => {
    if (fish.species.multiplier < 30 || fish.caughtAge !== null) return;
    const text = `×${fish.species.multiplier}`;
    const size = Math.round(12 + Math.min(6, unit * 6));
    context.font = `800 ${size}px system-ui, sans-serif`;
    const textWidth = context.measureText(text).width;
    const y = fish.y + fish.height * 0.62 + size;
    context.fillStyle = 'rgba(8, 12, 24, 0.72)';
    context.beginPath();
    context.roundRect(fish.x - textWidth / 2 - 8, y - size * 0.85, textWidth + 16, size * 1.35, size);
    context.fill();
    context.fillStyle = fish.species.multiplier >= 100 ? '#ffd25e' : '#e8ecf4';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, fish.x, y - size * 0.15);
  };

  const drawRays = (context: CanvasRenderingContext2D, time: number) => {
    for (let index = 0; index < 4; index += 1) {
      const sway = Math.sin(time / 2600 + index * 1.7) * width * 0.05;
      const x = width * (0.12 + index * 0.26);
      const beam = width * 0.05;
      const gradient = context.createLinearGradient(0, 0, 0, height * 0.85);
      gradient.addColorStop(0, `rgba(${palette.light}, 0.16)`);
      gradient.addColorStop(1, `rgba(${palette.light}, 0)`);
      context.fillStyle = gradient;
      context.beginPath();
      context.moveTo(x - beam, 0);
      context.lineTo(x + beam, 0);
      context.lineTo(x + beam * 3 + sway, height * 0.85);
      context.lineTo(x - beam + sway, height * 0.85);
      context.fill();
    }
  };

  const drawBubbles = (context: CanvasRenderingContext2D, seconds: number) => {
    while (bubbles.length < 16) {
      bubbles.push({
        x: random() * width,
        y: height * (0.5 + random() * 0.5),
        r: 1.5 + random() * 4,
        speed: 20 + random() * 40,
        wobble: random() * Math.PI * 2,
      });
    }
    context.strokeStyle = 'rgba(220, 245, 255, 0.55)';
    context.lineWidth = 1;
    for (const bubble of bubbles) {
      bubble.y -= bubble.speed * seconds;
      bubble.wobble += seconds * 2;
      if (bubble.y < -10) {
        bubble.y = height + 10;
        bubble.x = random() * width;
      }
      context.beginPath();
      context.arc(bubble.x + Math.sin(bubble.wobble) * 4, bubble.y, bubble.r, 0, Math.PI * 2);
      context.stroke();
    }
  };

  const drawEffect = (
    context: CanvasRenderingContext2D,
    effect: Effect,
    scene: Scene,
    reducedMotion: boolean,
  ) => {
    const progress = effect.age / effect.duration;
    if (effect.kind === 'net') {
      const grow = Math.min(1, effect.age / 180);
      const radius = effect.radius * (0.4 + 0.6 * (1 - (1 - grow) ** 2));
      context.save();
      context.globalAlpha = Math.max(0, 1 - Math.max(0, effect.age - 200) / 250);
      context.beginPath();
      context.arc(effect.x, effect.y, radius, 0, Math.PI * 2);
      const glow = context.createRadialGradient(effect.x, effect.y, 0, effect.x, effect.y, radius);
      glow.addColorStop(0, 'rgba(255, 255, 255, 0.35)');
      glow.addColorStop(1, 'rgba(255, 255, 255, 0.05)');
      context.fillStyle = glow;
      context.fill();
      context.strokeStyle = 'rgba(255, 240, 200, 0.95)';
      context.lineWidth = 2;
      context.stroke();
      context.clip();
      context.strokeStyle = 'rgba(255, 240, 200, 0.6)';
      context.lineWidth = 1;
      const step = radius / 3;
      for (let offset = -radius * 2; offset <= radius * 2; offset += step) {
        context.beginPath();
        context.moveTo(effect.x + offset - radius, effect.y - radius);
        context.lineTo(effect.x + offset + radius, effect.y + radius);
        context.moveTo(effect.x + offset + radius, effect.y - radius);
        context.lineTo(effect.x + offset - radius, effect.y + radius);
        context.stroke();
      }
      context.restore();
      return;
    }
    const seconds = effect.age / 1000;
    const big = effect.multiplier >= 30;
    const gravity = 520 * Math.min(1.3, Math.max(0.7, scene.unit));
    const fade = progress > 0.7 ? 1 - (progress - 0.7) / 0.3 : 1;
    context.save();
    context.globalAlpha = fade;
    if (big && !reducedMotion) {
      context.strokeStyle = 'rgba(255, 210, 94, 0.8)';
      context.lineWidth = 4;
      context.beginPath();
      context.arc(effect.x, effect.y, 20 + seconds * 260, 0, Math.PI * 2);
      context.globalAlpha = fade * Math.max(0, 1 - seconds * 1.6);
      context.stroke();
      context.globalAlpha = fade;
    }
    if (!reducedMotion) {
      const coinSize = 7 * Math.min(1.3, Math.max(0.8, scene.unit));
      for (const coin of effect.coins) {
        const x = effect.x + Math.cos(coin.angle) * coin.speed * seconds;
        const y = effect.y + Math.sin(coin.angle) * coin.speed * seconds + 0.5 * gravity * seconds * seconds;
        const turn = Math.abs(Math.cos(coin.spin * seconds)) + 0.15;
        const gradient = context.createLinearGradient(x - coinSize, y - coinSize, x + coinSize, y + coinSize);
        gradient.addColorStop(0, '#fff3b0');
        gradient.addColorStop(0.5, '#f5b301');
        gradient.addColorStop(1, '#a86a00');
        context.fillStyle = gradient;
        context.beginPath();
        context.ellipse(x, y, coinSize * turn, coinSize, 0, 0, Math.PI * 2);
        context.fill();
        context.strokeStyle = '#7a4d00';
        context.lineWidth = 1;
        context.stroke();
      }
    }
    // The win, rising
    const size = Math.round((big ? 30 : 22) * Math.min(1.3, Math.max(0.85, scene.unit)));
    const y = effect.y - 18 - (reducedMotion ? 0 : Math.min(1, seconds) * 46);
    context.font = `900 ${size}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.lineWidth = Math.max(3, size / 6);
    context.strokeStyle = 'rgba(40, 20, 0, 0.95)';
    const x = Math.min(scene.width - size * 3, Math.max(size * 3, effect.x));
    context.strokeText(effect.text, x, y);
    const text = context.createLinearGradient(0, y - size / 2, 0, y + size / 2);
    text.addColorStop(0, '#fff6c8');
    text.addColorStop(0.5, '#ffd25e');
    text.addColorStop(1, '#f5a201');
    context.fillStyle = text;
    context.fillText(effect.text, x, y);
    if (big) {
      context.font = `800 ${Math.round(size * 0.6)}px system-ui, sans-serif`;
      context.strokeText(`×${effect.multiplier}`, x, y + size * 0.85);
      context.fillStyle = '#ffffff';
      context.fillText(`×${effect.multiplier}`, x, y + size * 0.85);
    }
    context.restore();
  };

  const drawBullets = (context: CanvasRenderingContext2D, scene: Scene, quality: RenderView['quality']) => {
    for (const bullet of scene.bullets) {
      const radius = bulletRadius(scene, bullet.level);
      const colour = BULLET_COLOURS[Math.min(bullet.level, BULLET_COLOURS.length - 1)]!;
      if (quality === 'high') {
        context.strokeStyle = colour;
        context.globalAlpha = 0.35;
        context.lineWidth = radius * 1.2;
        context.lineCap = 'round';
        context.beginPath();
        context.moveTo(bullet.x - bullet.vx * 0.04, bullet.y - bullet.vy * 0.04);
        context.lineTo(bullet.x, bullet.y);
        context.stroke();
        context.globalAlpha = 1;
      }
      const glow = context.createRadialGradient(bullet.x, bullet.y, 0, bullet.x, bullet.y, radius * 1.8);
      glow.addColorStop(0, '#ffffff');
      glow.addColorStop(0.35, colour);
      glow.addColorStop(1, 'rgba(255,255,255,0)');
      context.fillStyle = glow;
      context.beginPath();
      context.arc(bullet.x, bullet.y, radius * 1.8, 0, Math.PI * 2);
      context.fill();
    }
  };

  const drawCannon = (context: CanvasRenderingContext2D, scene: Scene, level: number) => {
    const cannon = cannonOf(scene);
    const recoil = scene.sinceFire < 120 ? (1 - scene.sinceFire / 120) * cannon.radius * 0.18 : 0;
    const colour = BULLET_COLOURS[Math.min(level, BULLET_COLOURS.length - 1)]!;
    // Aim guide
    context.save();
    context.strokeStyle = 'rgba(255, 255, 255, 0.28)';
    context.setLineDash([4, 8]);
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(
      cannon.x + Math.cos(scene.aim) * cannon.barrel * 1.2,
      cannon.y + Math.sin(scene.aim) * cannon.barrel * 1.2,
    );
    context.lineTo(
      cannon.x + Math.cos(scene.aim) * cannon.barrel * 3.4,
      cannon.y + Math.sin(scene.aim) * cannon.barrel * 3.4,
    );
    context.stroke();
    context.restore();
    // Platform
    const platform = context.createLinearGradient(0, cannon.y - cannon.radius, 0, scene.height);
    platform.addColorStop(0, '#5a6b94');
    platform.addColorStop(0.5, '#2a3550');
    platform.addColorStop(1, '#121829');
    context.fillStyle = platform;
    context.beginPath();
    context.ellipse(
      cannon.x,
      scene.height + cannon.radius * 0.15,
      cannon.radius * 1.9,
      cannon.radius * 0.95,
      0,
      Math.PI,
      0,
    );
    context.fill();
    context.strokeStyle = '#f5b301';
    context.lineWidth = 2;
    context.stroke();
    // Barrel
    context.save();
    context.translate(cannon.x, cannon.y);
    context.rotate(scene.aim);
    const barrelWidth = cannon.radius * (0.5 + level * 0.04);
    const barrel = context.createLinearGradient(0, -barrelWidth / 2, 0, barrelWidth / 2);
    barrel.addColorStop(0, '#8a96b8');
    barrel.addColorStop(0.3, '#e8ecf4');
    barrel.addColorStop(0.6, '#5a6b94');
    barrel.addColorStop(1, '#1f2840');
    context.fillStyle = barrel;
    context.beginPath();
    context.roundRect(
      cannon.radius * 0.2 - recoil,
      -barrelWidth / 2,
      cannon.barrel - cannon.radius * 0.2,
      barrelWidth,
      barrelWidth * 0.2,
    );
    context.fill();
    context.strokeStyle = 'rgba(5, 12, 24, 0.6)';
    context.lineWidth = 1.5;
    context.stroke();
    context.fillStyle = '#f5b301';
    for (const at of [0.55, 0.95]) {
      context.fillRect(cannon.barrel * at - recoil - 3, -barrelWidth / 2 - 2, 6, barrelWidth + 4);
    }
    if (scene.sinceFire < 90) {
      const flash = context.createRadialGradient(
        cannon.barrel - recoil,
        0,
        0,
        cannon.barrel - recoil,
        0,
        barrelWidth * 1.4,
      );
      flash.addColorStop(0, '#ffffff');
      flash.addColorStop(0.4, colour);
      flash.addColorStop(1, 'rgba(255,255,255,0)');
      context.fillStyle = flash;
      context.beginPath();
      context.arc(cannon.barrel - recoil, 0, barrelWidth * 1.4, 0, Math.PI * 2);
      context.fill();
    }
    context.restore();
    // Turret dome with a gem of the shot's colour
    const dome = context.createRadialGradient(
      cannon.x - cannon.radius * 0.25,
      cannon.y - cannon.radius * 0.3,
      cannon.radius * 0.1,
      cannon.x,
      cannon.y,
      cannon.radius * 0.75,
    );
    dome.addColorStop(0, '#ffe08a');
    dome.addColorStop(0.5, '#f5b301');
    dome.addColorStop(1, '#7a4d00');
    context.fillStyle = dome;
    context.beginPath();
    context.arc(cannon.x, cannon.y, cannon.radius * 0.68, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = '#3d2600';
    context.lineWidth = 2;
    context.stroke();
    const gem = context.createRadialGradient(
      cannon.x,
      cannon.y - 3,
      1,
      cannon.x,
      cannon.y,
      cannon.radius * 0.3,
    );
    gem.addColorStop(0, '#ffffff');
    gem.addColorStop(0.4, colour);
    gem.addColorStop(1, shade('#1f2840', 0));
    context.fillStyle = gem;
    context.beginPath();
    context.arc(cannon.x, cannon.y, cannon.radius * 0.28, 0, Math.PI * 2);
    context.fill();
  };

  return {
    /** Whether the browser can draw at all (a canvas without a 2D context shows nothing). */
    ready: ctx !== null,

    resize(nextWidth: number, nextHeight: number, pixelRatio: number) {
      if (nextWidth === width && nextHeight === height && pixelRatio === dpr) return;
      width = nextWidth;
      height = nextHeight;
      dpr = pixelRatio;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      sprites.clear();
      bubbles.length = 0;
      backdrop = makeCanvas(width * dpr, height * dpr);
      const backdropCtx = backdrop.getContext('2d');
      if (backdropCtx) {
        backdropCtx.scale(dpr, dpr);
        paintBackdrop(backdropCtx, theme, width, height);
      } else backdrop = null;
    },

    draw(scene: Scene, view: RenderView, elapsedMs: number) {
      if (!ctx) return;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (backdrop) ctx.drawImage(backdrop, 0, 0, width, height);
      const decorate = view.quality === 'high' && !view.reducedMotion;
      if (decorate) drawRays(ctx, scene.time);
      for (const fish of scene.fish) drawFish(ctx, fish);
      for (const fish of scene.fish) drawBadge(ctx, fish, scene.unit);
      if (decorate) drawBubbles(ctx, elapsedMs / 1000);
      drawBullets(ctx, scene, view.quality);
      for (const effect of scene.effects) drawEffect(ctx, effect, scene, view.reducedMotion);
      drawCannon(ctx, scene, view.level);
    },
  };
};

export type FishRenderer = ReturnType<typeof createRenderer>;

/** A species drawn once into a small canvas, for the rules dialog. */
export const drawThumbnail = (canvas: HTMLCanvasElement, species: FishSpecies) => {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const width = canvas.clientWidth || 88;
  const height = canvas.clientHeight || 56;
  canvas.width = width * dpr;
  canvas.height = height * dpr;
  // Fins may reach a little past the frame; the body fills it.
  const box = drawingBox(species.shape);
  const length = Math.min(width / box.width, (height / box.height) * 1.35);
  ctx.scale(dpr, dpr);
  ctx.translate(width / 2, height / 2);
  drawSpecies(ctx, species, { length, phase: 0.6 });
};
