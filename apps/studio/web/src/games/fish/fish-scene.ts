import type { FishShape, FishSpecies } from '@platform/contracts';

/**
 * The fishing scene as data: fish swimming in and out, the cannon's aim, bullets and what they hit,
 * and the short effects (nets, coin bursts) the renderer draws. No DOM, no clock, no Math.random:
 * the page steps it by the frame's elapsed time and a seeded random drives it, so a test replays
 * it exactly. Which fish a bullet hits is only the page's choice of what to bet on; the server
 * decides every catch (docs/studio-fish.md).
 */

/** Species sizes and speeds are in scene units; the scene's shorter side is this many of them. */
export const SCENE_UNITS = 600;
export const MAX_BULLETS = 8;
const MAX_EFFECTS = 40;
const BULLET_SPEED = 760;
const BULLET_LIFE_MS = 4_000;
const BULLET_MAX_BOUNCES = 8;
/** A step longer than this (a stalled frame) is cut short, so nothing jumps across the screen. */
export const MAX_STEP_MS = 50;
const NET_MS = 450;
const CATCH_MS = 900;
/** Fish keep out of the strip the cannon sits in. */
const CANNON_STRIP = 0.16;
const AIM_LIMIT = 0.12;

/** Body height over length, for hit tests and drawing; the ray is as wide as it is long. */
export const SHAPE_ASPECT: Record<FishShape, number> = {
  fish: 0.5,
  tall: 0.8,
  round: 0.78,
  long: 0.2,
  ray: 1,
  shark: 0.34,
  turtle: 0.62,
  jelly: 0.8,
  squid: 0.42,
  whale: 0.36,
  crab: 0.62,
  dragon: 0.26,
  angler: 0.66,
  dolphin: 0.32,
};

export type Random = () => number;

/** mulberry32: a small seeded generator, enough for where fish swim (never for money). */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export type SceneFish = {
  id: number;
  species: FishSpecies;
  x: number;
  y: number;
  /** Direction of travel, radians (0 = right, canvas y grows downwards). */
  heading: number;
  baseHeading: number;
  wave: { amplitude: number; frequency: number; phase: number };
  /** Pixels per second. */
  speed: number;
  length: number;
  height: number;
  age: number;
  /** Tail beat, radians; the renderer picks its frame from it. */
  tailPhase: number;
  /** Milliseconds of the white flash a bullet's hit leaves. */
  flash: number;
  entered: boolean;
  /** Set once the server says it was caught: it spins away, and no bullet can hit it. */
  caughtAge: number | null;
};

export type Bullet = {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  bounces: number;
  cost: number;
  /** The cost's rank among the game's costs (0 = cheapest), for its size and colour. */
  level: number;
};

export type Coin = { angle: number; speed: number; spin: number };

export type Effect =
  | { kind: 'net'; id: number; x: number; y: number; age: number; duration: number; radius: number }
  | {
      kind: 'coins';
      id: number;
      x: number;
      y: number;
      age: number;
      duration: number;
      coins: Coin[];
      text: string;
      multiplier: number;
    };

export type SceneEvent =
  | { kind: 'hit'; bulletId: number; fishId: number; species: string; cost: number; x: number; y: number }
  | { kind: 'expired'; bulletId: number; cost: number };

export type Scene = {
  width: number;
  height: number;
  /** Pixels per scene unit. */
  unit: number;
  species: readonly FishSpecies[];
  random: Random;
  fish: SceneFish[];
  bullets: Bullet[];
  effects: Effect[];
  /** The cannon's direction, radians; always upwards (between −π and 0). */
  aim: number;
  /** Milliseconds since the last shot left the cannon, for its recoil. */
  sinceFire: number;
  spawnIn: number;
  maxFish: number;
  nextId: number;
  time: number;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

const unitOf = (width: number, height: number) => Math.min(width, height) / SCENE_UNITS;

/** How many fish the scene keeps swimming: more on a bigger screen, never more than maxFish. */
export const targetFishCount = (scene: Pick<Scene, 'width' | 'height' | 'maxFish'>) =>
  clamp(Math.round((scene.width * scene.height) / 20_000), 8, scene.maxFish);

export const cannonOf = (scene: Pick<Scene, 'width' | 'height' | 'unit'>) => {
  const radius = 44 * clamp(scene.unit, 0.7, 1.3);
  return { x: scene.width / 2, y: scene.height - radius * 0.35, radius, barrel: radius * 1.55 };
};

const swimmingCounts = (scene: Scene) => {
  let bosses = 0;
  let large = 0;
  for (const fish of scene.fish) {
    if (fish.caughtAge !== null) continue;
    if (fish.species.multiplier >= 100) bosses += 1;
    else if (fish.species.multiplier >= 30) large += 1;
  }
  return { bosses, large };
};

/** A species by the weights, skipping those the screen already has enough of. */
const pickSpecies = (scene: Scene): FishSpecies | null => {
  const counts = swimmingCounts(scene);
  const allowed = scene.species.filter((species) =>
    species.multiplier >= 100 ? counts.bosses < 1 : species.multiplier >= 30 ? counts.large < 2 : true,
  );
  const total = allowed.reduce((sum, species) => sum + species.weight, 0);
  let roll = scene.random() * total;
  for (const species of allowed) {
    roll -= species.weight;
    if (roll < 0) return species;
  }
  return allowed.at(-1) ?? null;
};

const makeFish = (
  scene: Scene,
  species: FishSpecies,
  at: { x: number; y: number; heading: number; entered: boolean },
): SceneFish => {
  const length = species.size * scene.unit;
  return {
    id: scene.nextId++,
    species,
    x: at.x,
    y: at.y,
    heading: at.heading,
    baseHeading: at.heading,
    wave: {
      amplitude: 0.05 + scene.random() * 0.22,
      frequency: 0.35 + scene.random() * 0.8,
      phase: scene.random() * Math.PI * 2,
    },
    speed: species.speed * scene.unit * (0.85 + scene.random() * 0.3),
    length,
    height: length * SHAPE_ASPECT[species.shape],
    age: 0,
    tailPhase: scene.random() * Math.PI * 2,
    flash: 0,
    entered: at.entered,
    caughtAge: null,
  };
};

/** Swims one fish (or a small school of a small species) in from the left or right edge. */
export const spawnFish = (scene: Scene, species = pickSpecies(scene)): SceneFish[] => {
  if (!species || scene.fish.length >= scene.maxFish) return [];
  const fromLeft = scene.random() < 0.5;
  const top = scene.height * 0.08;
  const bottom = scene.height * (1 - CANNON_STRIP);
  const y = top + scene.random() * (bottom - top);
  // Head across the screen, a little towards the middle band.
  const drift = ((scene.height * 0.45 - y) / scene.height) * 0.6 + (scene.random() - 0.5) * 0.3;
  const heading = fromLeft ? drift : Math.PI - drift;
  const length = species.size * scene.unit;
  const x = fromLeft ? -length * 0.6 : scene.width + length * 0.6;
  const leader = makeFish(scene, species, { x, y, heading, entered: false });
  const school = [leader];
  if (species.multiplier <= 5 && scene.random() < 0.35) {
    const followers = 2 + Math.floor(scene.random() * 3);
    for (let index = 1; index <= followers && scene.fish.length + school.length < scene.maxFish; index += 1) {
      const back = length * 1.3 * index;
      const side = (index % 2 === 0 ? 1 : -1) * length * 0.55 * Math.ceil(index / 2);
      const follower = makeFish(scene, species, {
        x: x - Math.cos(heading) * back - Math.sin(heading) * side,
        y: y - Math.sin(heading) * back + Math.cos(heading) * side,
        heading,
        entered: false,
      });
      follower.wave = { ...leader.wave };
      follower.speed = leader.speed;
      school.push(follower);
    }
  }
  scene.fish.push(...school);
  return school;
};

export const createScene = (input: {
  species: readonly FishSpecies[];
  width: number;
  height: number;
  seed: number;
  maxFish?: number;
}): Scene => {
  const scene: Scene = {
    width: input.width,
    height: input.height,
    unit: unitOf(input.width, input.height),
    species: input.species,
    random: seededRandom(input.seed),
    fish: [],
    bullets: [],
    effects: [],
    aim: -Math.PI / 2,
    sinceFire: Number.POSITIVE_INFINITY,
    spawnIn: 0,
    maxFish: input.maxFish ?? 20,
    nextId: 1,
    time: 0,
  };
  // The game opens on a sea already full of fish, not an empty one filling up.
  const opening = Math.ceil(targetFishCount(scene) * 0.7);
  for (let index = 0; index < opening; index += 1) {
    const species = pickSpecies(scene);
    if (!species) break;
    const fromLeft = scene.random() < 0.5;
    const top = scene.height * 0.08;
    const bottom = scene.height * (1 - CANNON_STRIP);
    scene.fish.push(
      makeFish(scene, species, {
        x: scene.width * (0.1 + scene.random() * 0.8),
        y: top + scene.random() * (bottom - top),
        heading: (fromLeft ? 0 : Math.PI) + (scene.random() - 0.5) * 0.4,
        entered: true,
      }),
    );
  }
  return scene;
};

/** A new canvas size: positions scale with it, sizes and speeds follow the new unit. */
export const resizeScene = (scene: Scene, width: number, height: number) => {
  if (width === scene.width && height === scene.height) return;
  const sx = width / scene.width;
  const sy = height / scene.height;
  const unit = unitOf(width, height);
  const ratio = unit / scene.unit;
  for (const fish of scene.fish) {
    fish.x *= sx;
    fish.y *= sy;
    fish.length *= ratio;
    fish.height *= ratio;
    fish.speed *= ratio;
  }
  for (const bullet of scene.bullets) {
    bullet.x *= sx;
    bullet.y *= sy;
  }
  scene.effects = [];
  Object.assign(scene, { width, height, unit });
};

/** Points the cannon at a spot; anything below the cannon points along the floor instead. */
export const aimAt = (scene: Scene, x: number, y: number) => {
  const cannon = cannonOf(scene);
  scene.aim = clamp(Math.atan2(y - cannon.y, x - cannon.x), -Math.PI + AIM_LIMIT, -AIM_LIMIT);
  // atan2 answers (−π, π]: a point below and left of the cannon comes back near +π.
  if (y >= cannon.y) scene.aim = x < cannon.x ? -Math.PI + AIM_LIMIT : -AIM_LIMIT;
  return scene.aim;
};

export const turnAim = (scene: Scene, radians: number) => {
  scene.aim = clamp(scene.aim + radians, -Math.PI + AIM_LIMIT, -AIM_LIMIT);
  return scene.aim;
};

export const bulletRadius = (scene: Pick<Scene, 'unit'>, level: number) =>
  (6 + level * 0.7) * clamp(scene.unit, 0.75, 1.3);

/** A bullet leaves the cannon along the aim; null when the screen already holds MAX_BULLETS. */
export const fire = (scene: Scene, shot: { cost: number; level: number }): Bullet | null => {
  if (scene.bullets.length >= MAX_BULLETS) return null;
  const cannon = cannonOf(scene);
  const speed = BULLET_SPEED * clamp(scene.unit, 0.8, 1.3);
  const bullet: Bullet = {
    id: scene.nextId++,
    x: cannon.x + Math.cos(scene.aim) * cannon.barrel,
    y: cannon.y + Math.sin(scene.aim) * cannon.barrel,
    vx: Math.cos(scene.aim) * speed,
    vy: Math.sin(scene.aim) * speed,
    age: 0,
    bounces: 0,
    cost: shot.cost,
    level: shot.level,
  };
  scene.bullets.push(bullet);
  scene.sinceFire = 0;
  return bullet;
};

/** Whether a point (grown by `margin`) lies inside a fish's body, an ellipse along its heading. */
export const fishContains = (fish: SceneFish, x: number, y: number, margin = 0) => {
  const dx = x - fish.x;
  const dy = y - fish.y;
  const cos = Math.cos(fish.heading);
  const sin = Math.sin(fish.heading);
  const along = dx * cos + dy * sin;
  const across = -dx * sin + dy * cos;
  const a = fish.length * 0.46 + margin;
  const b = fish.height * 0.5 + margin;
  return (along * along) / (a * a) + (across * across) / (b * b) <= 1;
};

/** The fish in front (the last drawn) at a point, if any is still swimming there. */
export const fishAt = (scene: Scene, x: number, y: number, margin = 0): SceneFish | null => {
  for (let index = scene.fish.length - 1; index >= 0; index -= 1) {
    const fish = scene.fish[index]!;
    if (fish.caughtAge === null && fishContains(fish, x, y, margin)) return fish;
  }
  return null;
};

const addEffect = (scene: Scene, effect: Effect) => {
  scene.effects.push(effect);
  if (scene.effects.length > MAX_EFFECTS) scene.effects.splice(0, scene.effects.length - MAX_EFFECTS);
};

const outside = (scene: Scene, fish: SceneFish) => {
  const margin = fish.length;
  return (
    fish.x < -margin || fish.x > scene.width + margin || fish.y < -margin || fish.y > scene.height + margin
  );
};

const swim = (scene: Scene, fish: SceneFish, seconds: number) => {
  fish.age += seconds * 1000;
  fish.flash = Math.max(0, fish.flash - seconds * 1000);
  if (fish.caughtAge !== null) {
    fish.caughtAge += seconds * 1000;
    return;
  }
  const t = fish.age / 1000;
  fish.heading = fish.baseHeading + fish.wave.amplitude * Math.sin(t * fish.wave.frequency + fish.wave.phase);
  fish.x += Math.cos(fish.heading) * fish.speed * seconds;
  fish.y += Math.sin(fish.heading) * fish.speed * seconds;
  fish.tailPhase += seconds * (3 + (fish.speed / Math.max(fish.length, 1)) * 6);
  // Keep out of the cannon's strip: a fish drifting down turns back along the screen.
  const floor = scene.height * (1 - CANNON_STRIP);
  if (fish.y > floor && Math.sin(fish.heading) > 0)
    fish.baseHeading -= Math.sign(Math.cos(fish.heading)) * seconds * 0.8;
  if (fish.y < scene.height * 0.05 && Math.sin(fish.heading) < 0)
    fish.baseHeading += Math.sign(Math.cos(fish.heading)) * seconds * 0.8;
  if (!fish.entered && !outside(scene, fish) && fish.x > 0 && fish.x < scene.width) fish.entered = true;
};

/** Moves a bullet in short hops (so it never skips over a small fish), bouncing off the edges. */
const flyBullet = (scene: Scene, bullet: Bullet, seconds: number): SceneFish | null => {
  const radius = bulletRadius(scene, bullet.level);
  const distance = Math.hypot(bullet.vx, bullet.vy) * seconds;
  const hops = Math.max(1, Math.ceil(distance / Math.max(4, radius)));
  for (let hop = 0; hop < hops; hop += 1) {
    bullet.x += (bullet.vx * seconds) / hops;
    bullet.y += (bullet.vy * seconds) / hops;
    if (bullet.x < radius || bullet.x > scene.width - radius) {
      bullet.vx = bullet.x < radius ? Math.abs(bullet.vx) : -Math.abs(bullet.vx);
      bullet.x = clamp(bullet.x, radius, scene.width - radius);
      bullet.bounces += 1;
    }
    if (bullet.y < radius || bullet.y > scene.height - radius) {
      bullet.vy = bullet.y < radius ? Math.abs(bullet.vy) : -Math.abs(bullet.vy);
      bullet.y = clamp(bullet.y, radius, scene.height - radius);
      bullet.bounces += 1;
    }
    const hit = fishAt(scene, bullet.x, bullet.y, radius * 0.6);
    if (hit) return hit;
  }
  return null;
};

/**
 * Advances the scene by `ms` (cut to MAX_STEP_MS): fish swim, leave and arrive, bullets fly and
 * bounce; answers the hits (each one a shot for the server) and the bullets that hit nothing in
 * their lifetime (never sent, never charged).
 */
export const stepScene = (scene: Scene, ms: number): SceneEvent[] => {
  const step = clamp(ms, 0, MAX_STEP_MS);
  const seconds = step / 1000;
  const events: SceneEvent[] = [];
  scene.time += step;
  scene.sinceFire += step;

  for (const fish of scene.fish) swim(scene, fish, seconds);
  scene.fish = scene.fish.filter(
    (fish) =>
      (fish.caughtAge === null || fish.caughtAge < CATCH_MS) &&
      !(fish.entered && outside(scene, fish)) &&
      fish.age < 90_000,
  );

  const flying: Bullet[] = [];
  for (const bullet of scene.bullets) {
    bullet.age += step;
    const hit = flyBullet(scene, bullet, seconds);
    if (hit) {
      hit.flash = 140;
      events.push({
        kind: 'hit',
        bulletId: bullet.id,
        fishId: hit.id,
        species: hit.species.id,
        cost: bullet.cost,
        x: bullet.x,
        y: bullet.y,
      });
      addEffect(scene, {
        kind: 'net',
        id: scene.nextId++,
        x: bullet.x,
        y: bullet.y,
        age: 0,
        duration: NET_MS,
        radius: (30 + bullet.level * 4) * clamp(scene.unit, 0.75, 1.3),
      });
    } else if (bullet.age >= BULLET_LIFE_MS || bullet.bounces > BULLET_MAX_BOUNCES) {
      events.push({ kind: 'expired', bulletId: bullet.id, cost: bullet.cost });
    } else {
      flying.push(bullet);
    }
  }
  scene.bullets = flying;

  for (const effect of scene.effects) effect.age += step;
  scene.effects = scene.effects.filter((effect) => effect.age < effect.duration);

  scene.spawnIn -= step;
  if (scene.spawnIn <= 0) {
    if (scene.fish.length < targetFishCount(scene)) spawnFish(scene);
    scene.spawnIn = 350 + scene.random() * 750;
  }
  return events;
};

/**
 * The server's answer to a shot: a caught fish spins away in a burst of coins showing the win (at
 * the fish, or where the bullet struck if it has swum off); an escaped one just swims on.
 */
export const resolveShot = (
  scene: Scene,
  shot: { fishId: number; x: number; y: number; caught: boolean; multiplier: number; text: string },
) => {
  if (!shot.caught) return;
  const fish = scene.fish.find((entry) => entry.id === shot.fishId);
  const at = fish && fish.caughtAge === null ? fish : null;
  if (at) at.caughtAge = 0;
  const count = clamp(Math.round(5 + Math.sqrt(shot.multiplier) * 2), 6, 28);
  const coins = Array.from({ length: count }, () => ({
    angle: -Math.PI * (0.1 + scene.random() * 0.8),
    speed: (120 + scene.random() * 220) * clamp(scene.unit, 0.7, 1.3),
    spin: 4 + scene.random() * 8,
  }));
  addEffect(scene, {
    kind: 'coins',
    id: scene.nextId++,
    x: at?.x ?? shot.x,
    y: at?.y ?? shot.y,
    age: 0,
    duration: shot.multiplier >= 30 ? 2_000 : 1_400,
    coins,
    text: shot.text,
    multiplier: shot.multiplier,
  });
};
