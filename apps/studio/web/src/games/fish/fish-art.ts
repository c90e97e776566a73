import type { FishShape, FishSpecies } from '@platform/contracts';
import { SHAPE_ASPECT } from './fish-scene';

/**
 * Each species drawn with canvas paths and gradients (no image files), facing right, centred on
 * the origin, `length` pixels from tail to nose. `phase` is the tail beat. The renderer draws these
 * once per species and size into sprites; the rules dialog draws them into small thumbnails.
 */

type Ctx = CanvasRenderingContext2D;
type Draw = (ctx: Ctx, look: Look) => void;
type Look = { length: number; height: number; colors: readonly string[]; phase: number; id: string };

/** A few species carry a pattern; the rest are plain bodies with a lighter belly. */
const PATTERNS: Record<string, 'bands' | 'spots' | 'stripe'> = {
  clownfish: 'bands',
  lionfish: 'bands',
  discus: 'bands',
  angelfish: 'bands',
  'peacock-bass': 'bands',
  tambaqui: 'bands',
  'blue-tang': 'stripe',
  'cardinal-tetra': 'stripe',
  mackerel: 'stripe',
  lanternfish: 'spots',
  koi: 'spots',
  'eagle-ray': 'spots',
  jau: 'spots',
  'river-stingray': 'spots',
  coelacanth: 'spots',
};

const OUTLINE = 'rgba(5, 12, 24, 0.55)';

const bodyGradient = (ctx: Ctx, look: Look, top = look.colors[0]!, belly = look.colors[1]!) => {
  const gradient = ctx.createLinearGradient(0, -look.height / 2, 0, look.height / 2);
  gradient.addColorStop(0, shade(top, -0.25));
  gradient.addColorStop(0.45, top);
  gradient.addColorStop(1, belly);
  return gradient;
};

/** Darkens (negative) or lightens (positive) a #rrggbb colour. */
export const shade = (hex: string, amount: number) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)));
  };
  return `rgb(${channel(16)} ${channel(8)} ${channel(0)})`;
};

const eye = (ctx: Ctx, x: number, y: number, radius: number) => {
  ctx.fillStyle = '#fdfdf8';
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#0b0f1a';
  ctx.beginPath();
  ctx.arc(x + radius * 0.2, y, radius * 0.62, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.beginPath();
  ctx.arc(x + radius * 0.38, y - radius * 0.3, radius * 0.24, 0, Math.PI * 2);
  ctx.fill();
};

const shine = (ctx: Ctx, x: number, y: number, rx: number, ry: number) => {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, Math.max(rx, ry));
  gradient.addColorStop(0, 'rgba(255,255,255,0.42)');
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
};

const outline = (ctx: Ctx, look: Look) => {
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = Math.max(1, look.length * 0.014);
  ctx.stroke();
};

/** Bands, spots or a stripe over the body already drawn (clipped to the path just filled). */
const pattern = (ctx: Ctx, look: Look) => {
  const kind = PATTERNS[look.id];
  if (!kind) return;
  const { length: l, height: h } = look;
  ctx.save();
  ctx.clip();
  ctx.fillStyle = kind === 'bands' ? look.colors[1]! : look.colors[2]!;
  if (kind === 'bands') {
    for (const x of [0.22, -0.02, -0.24]) {
      ctx.beginPath();
      ctx.ellipse(x * l, 0, l * 0.045, h * 0.7, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  } else if (kind === 'stripe') {
    ctx.beginPath();
    ctx.ellipse(-l * 0.02, -h * 0.05, l * 0.42, h * 0.09, -0.04, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.globalAlpha = 0.8;
    for (let index = 0; index < 9; index += 1) {
      const x = (((index * 37) % 9) / 9 - 0.45) * l * 0.7;
      const y = (((index * 53) % 7) / 7 - 0.5) * h * 0.7;
      ctx.beginPath();
      ctx.arc(x, y, l * (0.025 + ((index * 13) % 3) * 0.01), 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
};

const finFill = (ctx: Ctx, look: Look, alpha = 0.92) => {
  ctx.globalAlpha = alpha;
  ctx.fillStyle = look.colors[2]!;
  ctx.fill();
  ctx.globalAlpha = 1;
};

const drawFish: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const wag = Math.sin(look.phase) * h * 0.35;
  // Tail
  ctx.beginPath();
  ctx.moveTo(-l * 0.3, 0);
  ctx.quadraticCurveTo(-l * 0.42, -h * 0.4, -l * 0.5, -h * 0.95 + wag);
  ctx.quadraticCurveTo(-l * 0.42, wag * 0.6, -l * 0.5, h * 0.95 + wag);
  ctx.quadraticCurveTo(-l * 0.42, h * 0.4, -l * 0.3, 0);
  finFill(ctx, look);
  // Dorsal and belly fins
  ctx.beginPath();
  ctx.moveTo(-l * 0.14, -h * 0.86);
  ctx.quadraticCurveTo(-l * 0.02, -h * 1.55, l * 0.14, -h * 0.92);
  finFill(ctx, look);
  ctx.beginPath();
  ctx.moveTo(-l * 0.1, h * 0.86);
  ctx.quadraticCurveTo(-l * 0.04, h * 1.3, l * 0.06, h * 0.9);
  finFill(ctx, look);
  // Body
  ctx.beginPath();
  ctx.moveTo(l * 0.5, 0);
  ctx.bezierCurveTo(l * 0.44, -h * 1.08, -l * 0.12, -h * 1.1, -l * 0.33, -h * 0.22);
  ctx.lineTo(-l * 0.33, h * 0.22);
  ctx.bezierCurveTo(-l * 0.12, h * 1.1, l * 0.44, h * 1.08, l * 0.5, 0);
  ctx.closePath();
  ctx.fillStyle = bodyGradient(ctx, look);
  ctx.fill();
  pattern(ctx, look);
  outline(ctx, look);
  shine(ctx, l * 0.12, -h * 0.45, l * 0.22, h * 0.28);
  // Gill and pectoral fin
  ctx.strokeStyle = 'rgba(5,12,24,0.35)';
  ctx.lineWidth = Math.max(1, l * 0.012);
  ctx.beginPath();
  ctx.arc(l * 0.12, 0, h * 0.7, -0.9, 0.9);
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(l * 0.05, h * 0.3, l * 0.09, h * 0.16, 0.5 + Math.sin(look.phase) * 0.2, 0, Math.PI * 2);
  finFill(ctx, look, 0.75);
  eye(ctx, l * 0.3, -h * 0.2, Math.max(2, h * 0.2));
};

const drawTall: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const wag = Math.sin(look.phase) * h * 0.15;
  // Long trailing fins above and below, then the tail
  ctx.beginPath();
  ctx.moveTo(l * 0.05, -h * 0.85);
  ctx.quadraticCurveTo(-l * 0.2, -h * 1.45, -l * 0.46, -h * 1.25 + wag);
  ctx.quadraticCurveTo(-l * 0.3, -h * 0.7, -l * 0.2, -h * 0.3);
  finFill(ctx, look);
  ctx.beginPath();
  ctx.moveTo(l * 0.05, h * 0.85);
  ctx.quadraticCurveTo(-l * 0.2, h * 1.45, -l * 0.46, h * 1.25 + wag);
  ctx.quadraticCurveTo(-l * 0.3, h * 0.7, -l * 0.2, h * 0.3);
  finFill(ctx, look);
  ctx.beginPath();
  ctx.moveTo(-l * 0.26, 0);
  ctx.lineTo(-l * 0.48, -h * 0.45 + wag);
  ctx.quadraticCurveTo(-l * 0.42, wag, -l * 0.48, h * 0.45 + wag);
  ctx.closePath();
  finFill(ctx, look);
  // Body: a tall disc
  ctx.beginPath();
  ctx.moveTo(l * 0.46, h * 0.05);
  ctx.bezierCurveTo(l * 0.38, -h * 0.9, -l * 0.05, -h * 1.05, -l * 0.28, -h * 0.15);
  ctx.lineTo(-l * 0.28, h * 0.15);
  ctx.bezierCurveTo(-l * 0.05, h * 1.05, l * 0.38, h * 0.9, l * 0.46, h * 0.05);
  ctx.closePath();
  ctx.fillStyle = bodyGradient(ctx, look);
  ctx.fill();
  pattern(ctx, look);
  outline(ctx, look);
  shine(ctx, l * 0.1, -h * 0.4, l * 0.2, h * 0.3);
  eye(ctx, l * 0.28, -h * 0.2, Math.max(2, l * 0.06));
};

const drawRound: Draw = (ctx, look) => {
  const { length: l } = look;
  const r = look.height / 2;
  const wag = Math.sin(look.phase) * r * 0.2;
  ctx.beginPath();
  ctx.moveTo(-r * 0.8, 0);
  ctx.lineTo(-l * 0.5, -r * 0.45 + wag);
  ctx.lineTo(-l * 0.5, r * 0.45 + wag);
  ctx.closePath();
  finFill(ctx, look);
  // Spikes
  ctx.fillStyle = look.colors[2]!;
  for (let index = 0; index < 16; index += 1) {
    const angle = (index / 16) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(l * 0.05 + Math.cos(angle - 0.12) * r * 0.95, Math.sin(angle - 0.12) * r * 0.95);
    ctx.lineTo(l * 0.05 + Math.cos(angle) * r * 1.22, Math.sin(angle) * r * 1.22);
    ctx.lineTo(l * 0.05 + Math.cos(angle + 0.12) * r * 0.95, Math.sin(angle + 0.12) * r * 0.95);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(l * 0.05, 0, r, 0, Math.PI * 2);
  const gradient = ctx.createRadialGradient(l * 0.0, -r * 0.35, r * 0.1, l * 0.05, 0, r);
  gradient.addColorStop(0, look.colors[1]!);
  gradient.addColorStop(0.55, look.colors[0]!);
  gradient.addColorStop(1, shade(look.colors[0]!, -0.35));
  ctx.fillStyle = gradient;
  ctx.fill();
  outline(ctx, look);
  ctx.fillStyle = shade(look.colors[2]!, 0.1);
  for (const [x, y] of [
    [-0.1, -0.35],
    [0.1, -0.55],
    [-0.3, -0.05],
    [0.0, 0.45],
  ] as const) {
    ctx.beginPath();
    ctx.arc(l * 0.05 + x * r, y * r, r * 0.08, 0, Math.PI * 2);
    ctx.fill();
  }
  eye(ctx, l * 0.05 + r * 0.5, -r * 0.25, r * 0.26);
  ctx.strokeStyle = OUTLINE;
  ctx.beginPath();
  ctx.arc(l * 0.05 + r * 0.9, r * 0.15, r * 0.12, -1, 1);
  ctx.stroke();
};

/** A body along a bending spine: eels, barracudas, the dragon. */
const spineBody = (ctx: Ctx, look: Look, profile: (t: number) => number, bend: number) => {
  const { length: l } = look;
  const h = look.height / 2;
  const steps = 18;
  const upper: Array<[number, number]> = [];
  const lower: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps; // 0 at the nose, 1 at the tail
    const x = l * (0.5 - t);
    const y = Math.sin(look.phase - t * Math.PI * 1.6) * bend * h * t;
    const thickness = profile(t) * h;
    upper.push([x, y - thickness]);
    lower.push([x, y + thickness]);
  }
  ctx.beginPath();
  ctx.moveTo(upper[0]![0], upper[0]![1]);
  for (const [x, y] of upper) ctx.lineTo(x, y);
  for (const [x, y] of lower.reverse()) ctx.lineTo(x, y);
  ctx.closePath();
  return { upper, lower: lower.reverse() };
};

const drawLong: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const profile = (t: number) => (t < 0.08 ? 0.35 + t * 7 : t < 0.3 ? 0.95 : 0.95 - (t - 0.3) * 1.1);
  const { upper } = spineBody(ctx, look, profile, 2.2);
  ctx.fillStyle = bodyGradient(ctx, look);
  ctx.fill();
  pattern(ctx, look);
  outline(ctx, look);
  // A ribbon fin along the back
  ctx.beginPath();
  ctx.moveTo(upper[4]![0], upper[4]![1]);
  for (const [x, y] of upper.slice(4, 17)) ctx.lineTo(x, y - h * 0.45);
  for (const [x, y] of upper.slice(4, 17).reverse()) ctx.lineTo(x, y);
  finFill(ctx, look, 0.7);
  // Tail tip
  const [tx, ty] = upper.at(-1)!;
  ctx.beginPath();
  ctx.moveTo(tx + l * 0.04, ty + h * 0.3);
  ctx.lineTo(tx - l * 0.05, ty - h * 0.8);
  ctx.lineTo(tx - l * 0.05, ty + h * 1.6);
  ctx.closePath();
  finFill(ctx, look);
  shine(ctx, l * 0.2, -h * 0.35, l * 0.18, h * 0.35);
  eye(ctx, l * 0.4, -h * 0.2, Math.max(2, h * 0.32));
  ctx.strokeStyle = OUTLINE;
  ctx.beginPath();
  ctx.moveTo(l * 0.5, h * 0.05);
  ctx.lineTo(l * 0.36, h * 0.3);
  ctx.stroke();
};

const drawRay: Draw = (ctx, look) => {
  const { length: l } = look;
  const w = look.height / 2;
  const flap = 0.82 + Math.sin(look.phase) * 0.18;
  const wag = Math.cos(look.phase) * w * 0.2;
  // Whip tail
  ctx.strokeStyle = look.colors[0]!;
  ctx.lineWidth = Math.max(1.5, l * 0.02);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-l * 0.2, 0);
  ctx.quadraticCurveTo(-l * 0.38, wag, -l * 0.5, wag * 1.6);
  ctx.stroke();
  // Wings
  ctx.beginPath();
  ctx.moveTo(l * 0.32, 0);
  ctx.bezierCurveTo(l * 0.3, -w * 0.5, l * 0.1, -w * flap, -l * 0.06, -w * flap);
  ctx.quadraticCurveTo(-l * 0.1, -w * 0.4, -l * 0.24, 0);
  ctx.quadraticCurveTo(-l * 0.1, w * 0.4, -l * 0.06, w * flap);
  ctx.bezierCurveTo(l * 0.1, w * flap, l * 0.3, w * 0.5, l * 0.32, 0);
  ctx.closePath();
  const gradient = ctx.createRadialGradient(l * 0.05, 0, l * 0.05, l * 0.05, 0, w);
  gradient.addColorStop(0, shade(look.colors[0]!, 0.18));
  gradient.addColorStop(0.7, look.colors[0]!);
  gradient.addColorStop(1, shade(look.colors[0]!, -0.3));
  ctx.fillStyle = gradient;
  ctx.fill();
  pattern(ctx, look);
  outline(ctx, look);
  // Edge light, head lobes, eyes
  ctx.strokeStyle = look.colors[1]!;
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = Math.max(1, l * 0.012);
  ctx.beginPath();
  ctx.moveTo(l * 0.3, -w * 0.2);
  ctx.bezierCurveTo(l * 0.2, -w * 0.7, l * 0.05, -w * flap * 0.95, -l * 0.05, -w * flap * 0.95);
  ctx.moveTo(l * 0.3, w * 0.2);
  ctx.bezierCurveTo(l * 0.2, w * 0.7, l * 0.05, w * flap * 0.95, -l * 0.05, w * flap * 0.95);
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.fillStyle = shade(look.colors[0]!, -0.2);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(l * 0.36, side * w * 0.16, l * 0.07, w * 0.05, side * 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  eye(ctx, l * 0.26, -w * 0.2, Math.max(1.5, l * 0.025));
  eye(ctx, l * 0.26, w * 0.2, Math.max(1.5, l * 0.025));
};

const drawShark: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const wag = Math.sin(look.phase) * h * 0.4;
  // Tail: the upper lobe longer
  ctx.beginPath();
  ctx.moveTo(-l * 0.34, -h * 0.1);
  ctx.quadraticCurveTo(-l * 0.42, -h * 0.8, -l * 0.5, -h * 1.5 + wag);
  ctx.quadraticCurveTo(-l * 0.44, -h * 0.2 + wag, -l * 0.45, h * 0.9 + wag);
  ctx.quadraticCurveTo(-l * 0.4, h * 0.3, -l * 0.34, h * 0.1);
  ctx.closePath();
  ctx.fillStyle = shade(look.colors[0]!, -0.1);
  ctx.fill();
  // Dorsal fin and pectoral fin
  ctx.beginPath();
  ctx.moveTo(l * 0.02, -h * 0.85);
  ctx.quadraticCurveTo(-l * 0.02, -h * 1.6, -l * 0.1, -h * 1.75);
  ctx.quadraticCurveTo(-l * 0.1, -h * 1.1, -l * 0.16, -h * 0.7);
  ctx.fillStyle = look.colors[0]!;
  ctx.fill();
  // Body
  ctx.beginPath();
  ctx.moveTo(l * 0.5, -h * 0.05);
  ctx.bezierCurveTo(l * 0.42, -h * 0.9, l * 0.1, -h * 1.0, -l * 0.2, -h * 0.55);
  ctx.quadraticCurveTo(-l * 0.32, -h * 0.3, -l * 0.36, 0);
  ctx.quadraticCurveTo(-l * 0.32, h * 0.3, -l * 0.2, h * 0.45);
  ctx.bezierCurveTo(l * 0.1, h * 1.0, l * 0.42, h * 0.75, l * 0.5, -h * 0.05);
  ctx.closePath();
  ctx.fillStyle = look.colors[0]!;
  ctx.fill();
  // White belly, clipped to the body
  ctx.save();
  ctx.clip();
  ctx.fillStyle = look.colors[1]!;
  ctx.beginPath();
  ctx.moveTo(l * 0.55, h * 0.05);
  ctx.bezierCurveTo(l * 0.3, h * 0.2, -l * 0.1, h * 0.15, -l * 0.4, h * 0.1);
  ctx.lineTo(-l * 0.4, h * 1.2);
  ctx.lineTo(l * 0.55, h * 1.2);
  ctx.fill();
  ctx.restore();
  outline(ctx, look);
  shine(ctx, l * 0.15, -h * 0.5, l * 0.22, h * 0.25);
  ctx.beginPath();
  ctx.moveTo(l * 0.12, h * 0.4);
  ctx.quadraticCurveTo(l * 0.02, h * 1.1, -l * 0.1, h * 1.35);
  ctx.quadraticCurveTo(-l * 0.02, h * 0.7, -l * 0.04, h * 0.45);
  ctx.fillStyle = shade(look.colors[0]!, -0.12);
  ctx.fill();
  // Gills, eye, mouth
  ctx.strokeStyle = 'rgba(5,12,24,0.4)';
  ctx.lineWidth = Math.max(1, l * 0.008);
  for (let index = 0; index < 4; index += 1) {
    ctx.beginPath();
    ctx.moveTo(l * (0.22 - index * 0.03), -h * 0.2);
    ctx.quadraticCurveTo(l * (0.2 - index * 0.03), h * 0.05, l * (0.22 - index * 0.03), h * 0.3);
    ctx.stroke();
  }
  ctx.fillStyle = '#0b0f1a';
  ctx.beginPath();
  ctx.arc(l * 0.38, -h * 0.22, Math.max(1.5, h * 0.1), 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(5,12,24,0.6)';
  ctx.beginPath();
  ctx.moveTo(l * 0.46, h * 0.18);
  ctx.quadraticCurveTo(l * 0.38, h * 0.42, l * 0.28, h * 0.34);
  ctx.stroke();
};

const drawTurtle: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const paddle = Math.sin(look.phase) * 0.5;
  const flipper = (x: number, y: number, rx: number, ry: number, angle: number) => {
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, angle, 0, Math.PI * 2);
    ctx.fillStyle = look.colors[1]!;
    ctx.fill();
    outline(ctx, look);
  };
  flipper(l * 0.14, -h * 0.85, l * 0.2, h * 0.2, -0.7 + paddle);
  flipper(l * 0.14, h * 0.85, l * 0.2, h * 0.2, 0.7 - paddle);
  flipper(-l * 0.3, -h * 0.6, l * 0.1, h * 0.14, 0.6 - paddle * 0.5);
  flipper(-l * 0.3, h * 0.6, l * 0.1, h * 0.14, -0.6 + paddle * 0.5);
  // Head
  ctx.beginPath();
  ctx.ellipse(l * 0.4, 0, l * 0.12, h * 0.3, 0, 0, Math.PI * 2);
  ctx.fillStyle = look.colors[1]!;
  ctx.fill();
  outline(ctx, look);
  eye(ctx, l * 0.45, -h * 0.12, Math.max(1.5, h * 0.09));
  // Shell with plates
  ctx.beginPath();
  ctx.ellipse(-l * 0.02, 0, l * 0.36, h * 0.9, 0, 0, Math.PI * 2);
  const gradient = ctx.createRadialGradient(-l * 0.02, -h * 0.2, l * 0.05, -l * 0.02, 0, l * 0.4);
  gradient.addColorStop(0, shade(look.colors[0]!, 0.25));
  gradient.addColorStop(1, shade(look.colors[0]!, -0.25));
  ctx.fillStyle = gradient;
  ctx.fill();
  ctx.lineWidth = Math.max(2, l * 0.03);
  ctx.strokeStyle = look.colors[1]!;
  ctx.stroke();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = look.colors[2]!;
  ctx.lineWidth = Math.max(1, l * 0.014);
  const plate = l * 0.13;
  for (let row = -2; row <= 2; row += 1) {
    for (let column = -2; column <= 2; column += 1) {
      const cx = column * plate * 1.5 + (row % 2 ? plate * 0.75 : 0) - l * 0.02;
      const cy = row * plate * 0.85;
      ctx.beginPath();
      for (let corner = 0; corner < 6; corner += 1) {
        const angle = (corner / 6) * Math.PI * 2;
        const px = cx + Math.cos(angle) * plate * 0.7;
        const py = cy + Math.sin(angle) * plate * 0.55;
        if (corner === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      ctx.stroke();
    }
  }
  ctx.restore();
  shine(ctx, -l * 0.05, -h * 0.35, l * 0.2, h * 0.3);
};

const drawJelly: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const pulse = 1 + Math.sin(look.phase) * 0.08;
  // Tentacles trail behind the bell
  ctx.lineCap = 'round';
  for (let index = 0; index < 6; index += 1) {
    const y0 = (index / 5 - 0.5) * h * 1.4;
    ctx.strokeStyle = index % 2 ? look.colors[0]! : look.colors[2]!;
    ctx.globalAlpha = 0.75;
    ctx.lineWidth = Math.max(1, l * (index % 2 ? 0.02 : 0.035));
    ctx.beginPath();
    ctx.moveTo(l * 0.02, y0);
    for (let step = 1; step <= 6; step += 1) {
      const x = l * 0.02 - (step / 6) * l * 0.52;
      const y = y0 + Math.sin(look.phase * 1.5 + step * 0.9 + index) * h * 0.12 * (step / 6);
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  // Bell
  ctx.beginPath();
  ctx.moveTo(0, -h * pulse);
  ctx.bezierCurveTo(l * 0.42, -h * pulse, l * 0.52, h * 0.3 * pulse, l * 0.34, h * 0.8 * pulse);
  ctx.quadraticCurveTo(l * 0.2, h * pulse * 1.02, 0, h * pulse);
  for (let index = 0; index < 5; index += 1) {
    const y = h * pulse * (1 - ((index + 1) / 5) * 2);
    ctx.quadraticCurveTo(-l * 0.06, y + h * 0.2 * pulse, 0, y);
  }
  ctx.closePath();
  const gradient = ctx.createRadialGradient(l * 0.2, -h * 0.2, l * 0.02, l * 0.15, 0, l * 0.5);
  gradient.addColorStop(0, look.colors[1]!);
  gradient.addColorStop(0.6, look.colors[0]!);
  gradient.addColorStop(1, shade(look.colors[0]!, -0.3));
  ctx.fillStyle = gradient;
  ctx.globalAlpha = 0.9;
  ctx.fill();
  ctx.globalAlpha = 1;
  outline(ctx, look);
  ctx.strokeStyle = look.colors[2]!;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = Math.max(1, l * 0.02);
  for (const [y, r] of [
    [-0.35, 0.1],
    [0.05, 0.1],
    [0.45, 0.08],
  ] as const) {
    ctx.beginPath();
    ctx.arc(l * 0.14, y * h, r * l, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  shine(ctx, l * 0.22, -h * 0.45, l * 0.12, h * 0.25);
};

const drawSquid: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  // Arms trail behind the head
  ctx.lineCap = 'round';
  for (let index = 0; index < 8; index += 1) {
    const y0 = (index / 7 - 0.5) * h * 1.1;
    ctx.strokeStyle = shade(look.colors[0]!, index % 2 ? -0.15 : 0);
    ctx.lineWidth = Math.max(1.5, h * 0.2);
    ctx.beginPath();
    ctx.moveTo(-l * 0.05, y0 * 0.6);
    const points = 7;
    for (let step = 1; step <= points; step += 1) {
      const x = -l * 0.05 - (step / points) * l * 0.45;
      const y =
        y0 * (1 + step * 0.12) + Math.sin(look.phase + step * 0.8 + index * 0.7) * h * 0.25 * (step / points);
      ctx.lineWidth = Math.max(1, h * 0.22 * (1 - step / (points + 1)));
      ctx.lineTo(x, y);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x, y);
    }
  }
  // Mantle with side fins at its tip
  ctx.beginPath();
  ctx.moveTo(l * 0.5, 0);
  ctx.lineTo(l * 0.34, -h * 1.05);
  ctx.lineTo(l * 0.3, -h * 0.4);
  ctx.lineTo(l * 0.3, h * 0.4);
  ctx.lineTo(l * 0.34, h * 1.05);
  ctx.closePath();
  finFill(ctx, look, 0.85);
  ctx.beginPath();
  ctx.moveTo(l * 0.5, 0);
  ctx.bezierCurveTo(l * 0.42, -h * 0.75, l * 0.05, -h * 0.95, -l * 0.08, -h * 0.55);
  ctx.quadraticCurveTo(-l * 0.14, 0, -l * 0.08, h * 0.55);
  ctx.bezierCurveTo(l * 0.05, h * 0.95, l * 0.42, h * 0.75, l * 0.5, 0);
  ctx.closePath();
  ctx.fillStyle = bodyGradient(ctx, look);
  ctx.fill();
  outline(ctx, look);
  ctx.save();
  ctx.clip();
  ctx.fillStyle = shade(look.colors[0]!, -0.2);
  for (let index = 0; index < 7; index += 1) {
    ctx.beginPath();
    ctx.arc(l * (0.05 + index * 0.055), ((index % 3) - 1) * h * 0.35, l * 0.022, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  shine(ctx, l * 0.2, -h * 0.35, l * 0.2, h * 0.3);
  eye(ctx, l * 0.02, -h * 0.3, Math.max(2, h * 0.26));
  eye(ctx, l * 0.02, h * 0.3, Math.max(2, h * 0.26));
};

const drawWhale: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const wag = Math.sin(look.phase) * h * 0.5;
  // Flukes
  ctx.beginPath();
  ctx.moveTo(-l * 0.36, 0);
  ctx.quadraticCurveTo(-l * 0.44, -h * 0.2 + wag, -l * 0.52, -h * 0.75 + wag);
  ctx.quadraticCurveTo(-l * 0.46, wag * 0.8, -l * 0.52, h * 0.75 + wag);
  ctx.quadraticCurveTo(-l * 0.44, h * 0.2 + wag, -l * 0.36, 0);
  ctx.fillStyle = shade(look.colors[0]!, -0.1);
  ctx.fill();
  // Body: a big rounded head tapering to the tail
  ctx.beginPath();
  ctx.moveTo(l * 0.5, h * 0.1);
  ctx.bezierCurveTo(l * 0.5, -h * 1.05, l * 0.1, -h * 1.1, -l * 0.2, -h * 0.45);
  ctx.quadraticCurveTo(-l * 0.32, -h * 0.15, -l * 0.38, 0);
  ctx.quadraticCurveTo(-l * 0.3, h * 0.2, -l * 0.2, h * 0.4);
  ctx.bezierCurveTo(l * 0.1, h * 1.1, l * 0.48, h * 0.95, l * 0.5, h * 0.1);
  ctx.closePath();
  ctx.fillStyle = bodyGradient(ctx, look, look.colors[0], shade(look.colors[0]!, 0.1));
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = look.colors[1]!;
  ctx.beginPath();
  ctx.ellipse(l * 0.18, h * 0.85, l * 0.36, h * 0.5, 0.05, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = look.colors[2]!;
  ctx.globalAlpha = 0.45;
  ctx.lineWidth = Math.max(1, l * 0.006);
  for (let index = 0; index < 6; index += 1) {
    ctx.beginPath();
    ctx.moveTo(l * 0.46, h * (0.45 + index * 0.08));
    ctx.lineTo(-l * 0.02, h * (0.5 + index * 0.09));
    ctx.stroke();
  }
  ctx.restore();
  outline(ctx, look);
  shine(ctx, l * 0.2, -h * 0.55, l * 0.3, h * 0.25);
  // Flipper, eye, mouth
  ctx.beginPath();
  ctx.ellipse(l * 0.12, h * 0.65, l * 0.16, h * 0.14, 0.6 + Math.sin(look.phase) * 0.15, 0, Math.PI * 2);
  ctx.fillStyle = shade(look.colors[1]!, -0.1);
  ctx.fill();
  outline(ctx, look);
  ctx.strokeStyle = 'rgba(5,12,24,0.55)';
  ctx.lineWidth = Math.max(1, l * 0.008);
  ctx.beginPath();
  ctx.moveTo(l * 0.5, h * 0.2);
  ctx.quadraticCurveTo(l * 0.35, h * 0.4, l * 0.22, h * 0.28);
  ctx.stroke();
  eye(ctx, l * 0.25, h * 0.08, Math.max(1.5, h * 0.09));
};

const drawCrab: Draw = (ctx, look) => {
  const { length: w } = look;
  const h = look.height / 2;
  const step = Math.sin(look.phase * 1.6);
  ctx.strokeStyle = shade(look.colors[0]!, -0.2);
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1.5, w * 0.035);
  // Legs, three a side, stepping
  for (const side of [-1, 1]) {
    for (let index = 0; index < 3; index += 1) {
      const x0 = side * w * (0.12 + index * 0.05);
      const lift = (index % 2 ? step : -step) * h * 0.15;
      ctx.beginPath();
      ctx.moveTo(x0, h * 0.2);
      ctx.lineTo(side * w * (0.3 + index * 0.07), h * 0.25 + lift);
      ctx.lineTo(side * w * (0.36 + index * 0.06), h * 0.85 + lift);
      ctx.stroke();
    }
  }
  // Claws
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * w * 0.18, -h * 0.3);
    ctx.lineTo(side * w * 0.32, -h * 0.75);
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(side * w * 0.36, -h * 0.95, w * 0.1, h * 0.22, side * 0.4, 0, Math.PI * 2);
    ctx.fillStyle = look.colors[0]!;
    ctx.fill();
    outline(ctx, look);
    ctx.beginPath();
    ctx.moveTo(side * w * 0.36, -h * 1.05);
    ctx.lineTo(side * w * (0.36 + 0.06 * (1 + step * 0.3)), -h * 1.3);
    ctx.strokeStyle = shade(look.colors[0]!, -0.35);
    ctx.stroke();
    ctx.strokeStyle = shade(look.colors[0]!, -0.2);
  }
  // Shell
  ctx.beginPath();
  ctx.ellipse(0, 0, w * 0.3, h * 0.55, 0, 0, Math.PI * 2);
  const gradient = ctx.createRadialGradient(0, -h * 0.25, w * 0.03, 0, 0, w * 0.32);
  gradient.addColorStop(0, look.colors[1]!);
  gradient.addColorStop(1, look.colors[0]!);
  ctx.fillStyle = gradient;
  ctx.fill();
  outline(ctx, look);
  // Eyes on stalks
  for (const side of [-1, 1]) {
    ctx.strokeStyle = shade(look.colors[0]!, -0.2);
    ctx.lineWidth = Math.max(1, w * 0.02);
    ctx.beginPath();
    ctx.moveTo(side * w * 0.07, -h * 0.45);
    ctx.lineTo(side * w * 0.09, -h * 0.78);
    ctx.stroke();
    eye(ctx, side * w * 0.09, -h * 0.82, Math.max(1.5, w * 0.035));
  }
};

const drawDragon: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const profile = (t: number) => (t < 0.12 ? 0.7 + t * 2 : 0.95 - t * 0.75);
  const { upper } = spineBody(ctx, look, profile, 2.6);
  ctx.fillStyle = bodyGradient(ctx, look);
  ctx.fill();
  outline(ctx, look);
  // Scales
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = shade(look.colors[0]!, -0.3);
  ctx.lineWidth = Math.max(1, l * 0.004);
  for (let index = 2; index < upper.length - 1; index += 1) {
    const [x, y] = upper[index]!;
    for (let row = 0; row < 3; row += 1) {
      ctx.beginPath();
      ctx.arc(x, y + h * (0.45 + row * 0.45), h * 0.22, 0.2, Math.PI - 0.2);
      ctx.stroke();
    }
  }
  ctx.restore();
  // Spines along the back
  ctx.fillStyle = look.colors[2]!;
  for (let index = 2; index < upper.length - 2; index += 1) {
    const [x, y] = upper[index]!;
    ctx.beginPath();
    ctx.moveTo(x + l * 0.02, y + h * 0.05);
    ctx.lineTo(x - l * 0.01, y - h * 0.55);
    ctx.lineTo(x - l * 0.03, y + h * 0.05);
    ctx.fill();
  }
  // Tail flame
  const [tx, ty] = upper.at(-1)!;
  ctx.beginPath();
  ctx.moveTo(tx + l * 0.03, ty);
  ctx.quadraticCurveTo(tx - l * 0.05, ty - h * 1.2, tx - l * 0.08, ty - h * 0.4);
  ctx.quadraticCurveTo(tx - l * 0.04, ty + h * 0.3, tx - l * 0.09, ty + h * 1.2);
  ctx.quadraticCurveTo(tx, ty + h * 0.6, tx + l * 0.03, ty + h * 0.3);
  finFill(ctx, look);
  // Head with horns, whiskers and a fierce eye
  const [hx, hy] = upper[0]!;
  const headY = hy + h * 0.7;
  ctx.strokeStyle = look.colors[1]!;
  ctx.lineWidth = Math.max(1.5, h * 0.12);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(hx - l * 0.04, headY - h * 0.6);
  ctx.quadraticCurveTo(hx - l * 0.1, headY - h * 1.6, hx - l * 0.16, headY - h * 1.7);
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(hx + l * 0.02, headY, l * 0.08, h * 0.85, 0, 0, Math.PI * 2);
  ctx.fillStyle = look.colors[0]!;
  ctx.fill();
  outline(ctx, look);
  ctx.beginPath();
  ctx.moveTo(hx + l * 0.05, headY - h * 0.45);
  ctx.lineTo(hx + l * 0.15, headY - h * 0.1);
  ctx.lineTo(hx + l * 0.14, headY + h * 0.35);
  ctx.lineTo(hx + l * 0.04, headY + h * 0.6);
  ctx.closePath();
  ctx.fillStyle = look.colors[1]!;
  ctx.fill();
  outline(ctx, look);
  ctx.strokeStyle = look.colors[2]!;
  ctx.lineWidth = Math.max(1, h * 0.07);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(hx + l * 0.12, headY + side * h * 0.2);
    ctx.quadraticCurveTo(
      hx + l * 0.2,
      headY + side * h * (1.2 + Math.sin(look.phase) * 0.3),
      hx + l * 0.05,
      headY + side * h * 1.6,
    );
    ctx.stroke();
  }
  ctx.fillStyle = '#fff27a';
  ctx.beginPath();
  ctx.ellipse(hx + l * 0.05, headY - h * 0.25, h * 0.2, h * 0.13, -0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#0b0f1a';
  ctx.beginPath();
  ctx.arc(hx + l * 0.058, headY - h * 0.25, h * 0.08, 0, Math.PI * 2);
  ctx.fill();
};

const drawAngler: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const wag = Math.sin(look.phase) * h * 0.25;
  ctx.beginPath();
  ctx.moveTo(-l * 0.3, 0);
  ctx.lineTo(-l * 0.5, -h * 0.5 + wag);
  ctx.lineTo(-l * 0.5, h * 0.5 + wag);
  ctx.closePath();
  ctx.fillStyle = shade(look.colors[0]!, -0.15);
  ctx.fill();
  // Lure on its stalk
  const bob = Math.sin(look.phase * 0.7) * h * 0.1;
  ctx.strokeStyle = shade(look.colors[0]!, 0.2);
  ctx.lineWidth = Math.max(1, l * 0.014);
  ctx.beginPath();
  ctx.moveTo(l * 0.1, -h * 0.85);
  ctx.quadraticCurveTo(l * 0.3, -h * 1.6, l * 0.5, -h * 0.95 + bob);
  ctx.stroke();
  const glow = ctx.createRadialGradient(l * 0.5, -h * 0.95 + bob, 0, l * 0.5, -h * 0.95 + bob, h * 0.5);
  glow.addColorStop(0, '#ffffff');
  glow.addColorStop(0.25, look.colors[2]!);
  glow.addColorStop(1, 'rgba(255,242,122,0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(l * 0.5, -h * 0.95 + bob, h * 0.5, 0, Math.PI * 2);
  ctx.fill();
  // Body with a wide jaw
  ctx.beginPath();
  ctx.moveTo(l * 0.44, h * 0.1);
  ctx.bezierCurveTo(l * 0.42, -h * 1.1, -l * 0.2, -h * 1.1, -l * 0.32, -h * 0.1);
  ctx.quadraticCurveTo(-l * 0.25, h * 0.9, l * 0.1, h * 0.95);
  ctx.quadraticCurveTo(l * 0.38, h * 0.85, l * 0.46, h * 0.45);
  ctx.closePath();
  ctx.fillStyle = bodyGradient(ctx, look);
  ctx.fill();
  outline(ctx, look);
  // Mouth and teeth
  ctx.beginPath();
  ctx.moveTo(l * 0.46, h * 0.05);
  ctx.quadraticCurveTo(l * 0.25, h * 0.35, l * 0.46, h * 0.5);
  ctx.closePath();
  ctx.fillStyle = '#1a0a14';
  ctx.fill();
  ctx.fillStyle = '#f4f1e6';
  for (let index = 0; index < 5; index += 1) {
    const y = h * (0.1 + index * 0.08);
    ctx.beginPath();
    ctx.moveTo(l * 0.44, y);
    ctx.lineTo(l * 0.37, y + h * 0.04);
    ctx.lineTo(l * 0.44, y + h * 0.08);
    ctx.fill();
  }
  shine(ctx, 0, -h * 0.5, l * 0.2, h * 0.25);
  eye(ctx, l * 0.2, -h * 0.35, Math.max(2, h * 0.16));
};

const drawDolphin: Draw = (ctx, look) => {
  const { length: l } = look;
  const h = look.height / 2;
  const wag = Math.sin(look.phase) * h * 0.6;
  ctx.beginPath();
  ctx.moveTo(-l * 0.36, 0);
  ctx.quadraticCurveTo(-l * 0.44, -h * 0.3 + wag, -l * 0.5, -h * 0.9 + wag);
  ctx.quadraticCurveTo(-l * 0.45, wag, -l * 0.5, h * 0.9 + wag);
  ctx.quadraticCurveTo(-l * 0.44, h * 0.3 + wag, -l * 0.36, 0);
  ctx.fillStyle = shade(look.colors[0]!, -0.1);
  ctx.fill();
  // Curved dorsal fin
  ctx.beginPath();
  ctx.moveTo(l * 0.02, -h * 0.88);
  ctx.quadraticCurveTo(-l * 0.04, -h * 1.8, -l * 0.14, -h * 1.7);
  ctx.quadraticCurveTo(-l * 0.1, -h * 1.1, -l * 0.16, -h * 0.7);
  ctx.fillStyle = look.colors[0]!;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(l * 0.5, h * 0.1);
  ctx.quadraticCurveTo(l * 0.44, -h * 0.05, l * 0.38, -h * 0.25);
  ctx.bezierCurveTo(l * 0.3, -h * 1.1, -l * 0.1, -h * 0.95, -l * 0.38, 0);
  ctx.bezierCurveTo(-l * 0.1, h * 0.85, l * 0.3, h * 0.9, l * 0.5, h * 0.1);
  ctx.closePath();
  ctx.fillStyle = look.colors[0]!;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = look.colors[1]!;
  ctx.beginPath();
  ctx.ellipse(l * 0.12, h * 0.75, l * 0.38, h * 0.55, -0.05, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  outline(ctx, look);
  shine(ctx, l * 0.15, -h * 0.5, l * 0.25, h * 0.25);
  ctx.beginPath();
  ctx.ellipse(l * 0.12, h * 0.55, l * 0.1, h * 0.18, 0.7 + Math.sin(look.phase) * 0.15, 0, Math.PI * 2);
  ctx.fillStyle = shade(look.colors[0]!, -0.15);
  ctx.fill();
  ctx.strokeStyle = 'rgba(5,12,24,0.5)';
  ctx.lineWidth = Math.max(1, l * 0.008);
  ctx.beginPath();
  ctx.moveTo(l * 0.49, h * 0.12);
  ctx.quadraticCurveTo(l * 0.42, h * 0.3, l * 0.34, h * 0.14);
  ctx.stroke();
  eye(ctx, l * 0.3, -h * 0.05, Math.max(1.5, h * 0.14));
};

const DRAWINGS: Record<FishShape, Draw> = {
  fish: drawFish,
  tall: drawTall,
  round: drawRound,
  long: drawLong,
  ray: drawRay,
  shark: drawShark,
  turtle: drawTurtle,
  jelly: drawJelly,
  squid: drawSquid,
  whale: drawWhale,
  crab: drawCrab,
  dragon: drawDragon,
  angler: drawAngler,
  dolphin: drawDolphin,
};

/** The box a drawing fits in, as multiples of its length (fins and claws reach past the body). */
export const drawingBox = (shape: FishShape) => ({
  width: shape === 'crab' ? 1.1 : 1.24,
  height: Math.max(0.5, SHAPE_ASPECT[shape] * (shape === 'crab' ? 2.3 : shape === 'dragon' ? 4.4 : 2.1)),
});

/** Crabs walk sideways and stay upright; everything else turns with its heading. */
export const staysUpright = (shape: FishShape) => shape === 'crab';

export const drawSpecies = (ctx: Ctx, species: FishSpecies, input: { length: number; phase: number }) => {
  ctx.save();
  ctx.lineJoin = 'round';
  DRAWINGS[species.shape](ctx, {
    length: input.length,
    height: input.length * SHAPE_ASPECT[species.shape],
    colors: species.colors,
    phase: input.phase,
    id: species.id,
  });
  ctx.restore();
};
