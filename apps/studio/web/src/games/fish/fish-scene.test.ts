import { describe, expect, it } from 'vitest';
import { testFishGame } from './fish-fixtures';
import {
  aimAt,
  cannonOf,
  createScene,
  fire,
  fishAt,
  fishContains,
  MAX_BULLETS,
  resolveShot,
  spawnFish,
  stepScene,
  targetFishCount,
  turnAim,
  type Scene,
  type SceneEvent,
  type SceneFish,
} from './fish-scene';

const { species } = testFishGame;
const sceneOf = (seed = 1, size = { width: 400, height: 600 }) => createScene({ species, ...size, seed });

/** A scene with no fish and none arriving, to place them by hand. */
const emptyScene = () => {
  const scene = sceneOf();
  scene.fish = [];
  scene.spawnIn = Number.POSITIVE_INFINITY;
  return scene;
};

/** One fish of a species, standing still at a spot (heading right). */
const placeFish = (scene: Scene, id: string, x: number, y: number): SceneFish => {
  const [fish] = spawnFish(
    scene,
    species.find((entry) => entry.id === id)!,
  );
  scene.fish = scene.fish.filter((entry) => entry === fish);
  Object.assign(fish!, { x, y, heading: 0, baseHeading: 0, speed: 0, entered: true });
  fish!.wave.amplitude = 0;
  return fish!;
};

const run = (scene: Scene, ms: number) => {
  const events: SceneEvent[] = [];
  for (let time = 0; time < ms; time += 16) events.push(...stepScene(scene, 16));
  return events;
};

describe('fish scene', () => {
  it('opens on a sea already full of fish, the same for the same seed', () => {
    const first = sceneOf(42);
    const again = sceneOf(42);
    const other = sceneOf(43);
    expect(first.fish.length).toBe(Math.ceil(targetFishCount(first) * 0.7));
    expect(first.fish.map((fish) => [fish.species.id, fish.x, fish.y])).toEqual(
      again.fish.map((fish) => [fish.species.id, fish.x, fish.y]),
    );
    expect(other.fish.map((fish) => fish.x)).not.toEqual(first.fish.map((fish) => fish.x));
    for (const fish of first.fish) {
      expect(fish.x).toBeGreaterThanOrEqual(0);
      expect(fish.x).toBeLessThanOrEqual(400);
      // Never in the cannon's strip at the bottom.
      expect(fish.y).toBeLessThan(600 * 0.84);
    }
  });

  it('keeps the sea stocked: fish swim in from the edges, swim off, and are replaced', () => {
    const scene = sceneOf(7);
    const seen = new Set(scene.fish.map((fish) => fish.id));
    run(scene, 60_000);
    expect(scene.fish.length).toBeGreaterThan(0);
    expect(scene.fish.length).toBeLessThanOrEqual(scene.maxFish);
    // After a minute every fish of the opening has swum off and new ones came in.
    expect(scene.fish.every((fish) => !seen.has(fish.id))).toBe(true);
  });

  it('spawns fish outside an edge, heading into the screen, and never two bosses at once', () => {
    const scene = emptyScene();
    for (let index = 0; index < 200; index += 1) {
      const [fish] = spawnFish(scene);
      if (!fish) break;
      const fromLeft = fish.x < 0;
      expect(fromLeft || fish.x > scene.width).toBe(true);
      expect(Math.cos(fish.heading) > 0).toBe(fromLeft);
      if (scene.fish.length >= scene.maxFish)
        scene.fish = scene.fish.filter((entry) => entry.species.multiplier >= 100);
    }
    expect(scene.fish.filter((fish) => fish.species.multiplier >= 100).length).toBeLessThanOrEqual(1);
  });

  it('knows a fish by its body: an ellipse along its heading', () => {
    const scene = emptyScene();
    const shark = placeFish(scene, 'reef-shark', 200, 200);
    expect(fishContains(shark, 200, 200)).toBe(true);
    expect(fishContains(shark, 200 + shark.length * 0.4, 200)).toBe(true);
    // Above its back is water, unless it swims upwards.
    expect(fishContains(shark, 200, 200 - shark.length * 0.4)).toBe(false);
    shark.heading = -Math.PI / 2;
    expect(fishContains(shark, 200, 200 - shark.length * 0.4)).toBe(true);
    expect(fishAt(scene, 200, 200 - shark.length * 0.4)).toBe(shark);
    expect(fishAt(scene, 20, 20)).toBeNull();
  });

  it('aims upwards only, towards the pointer', () => {
    const scene = emptyScene();
    const cannon = cannonOf(scene);
    expect(aimAt(scene, cannon.x, 0)).toBeCloseTo(-Math.PI / 2);
    expect(aimAt(scene, cannon.x + 100, cannon.y - 100)).toBeCloseTo(-Math.PI / 4);
    // Below the cannon: along the floor, on the pointer's side.
    expect(aimAt(scene, 0, scene.height)).toBeCloseTo(-Math.PI + 0.12);
    expect(aimAt(scene, scene.width, scene.height)).toBeCloseTo(-0.12);
    // The arrow keys turn it a step at a time, never below the floor.
    aimAt(scene, cannon.x, 0);
    expect(turnAim(scene, -0.1)).toBeCloseTo(-Math.PI / 2 - 0.1);
    for (let step = 0; step < 40; step += 1) turnAim(scene, -0.1);
    expect(scene.aim).toBeCloseTo(-Math.PI + 0.12);
  });

  it('reports the fish a bullet hits, with the bullet’s cost, and casts a net there', () => {
    const scene = emptyScene();
    const target = placeFish(scene, 'lionfish', scene.width / 2, 200);
    const bullet = fire(scene, { cost: 50, level: 2 })!;
    let events: SceneEvent[] = [];
    for (let frame = 0; frame < 60 && events.length === 0; frame += 1) events = stepScene(scene, 16);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'hit',
        bulletId: bullet.id,
        fishId: target.id,
        species: 'lionfish',
        cost: 50,
      }),
    ]);
    expect(scene.bullets).toHaveLength(0);
    expect(scene.effects.some((effect) => effect.kind === 'net')).toBe(true);
    expect(target.caughtAge).toBeNull();
  });

  it('bounces a bullet off the walls and lets it go, uncharged, when it hits nothing', () => {
    const scene = emptyScene();
    aimAt(scene, 0, scene.height * 0.7);
    const bullet = fire(scene, { cost: 20, level: 1 })!;
    stepScene(scene, 50);
    const events = run(scene, 5_000);
    expect(bullet.bounces).toBeGreaterThan(0);
    expect(events).toEqual([{ kind: 'expired', bulletId: bullet.id, cost: 20 }]);
    expect(scene.bullets).toHaveLength(0);
  });

  it('holds at most MAX_BULLETS in flight', () => {
    const scene = emptyScene();
    for (let index = 0; index < MAX_BULLETS; index += 1)
      expect(fire(scene, { cost: 10, level: 0 })).not.toBeNull();
    expect(fire(scene, { cost: 10, level: 0 })).toBeNull();
  });

  it('bursts a caught fish into coins with the win, and lets an escaped one swim on', () => {
    const scene = emptyScene();
    const fish = placeFish(scene, 'octopus', 150, 150);
    resolveShot(scene, { fishId: fish.id, x: 150, y: 150, caught: false, multiplier: 20, text: '' });
    expect(fish.caughtAge).toBeNull();
    expect(scene.effects).toHaveLength(0);

    resolveShot(scene, { fishId: fish.id, x: 150, y: 150, caught: true, multiplier: 20, text: '+R$ 20,00' });
    expect(fish.caughtAge).toBe(0);
    expect(scene.effects).toEqual([
      expect.objectContaining({ kind: 'coins', text: '+R$ 20,00', multiplier: 20 }),
    ]);
    // A caught fish is no target, and leaves once it has spun away.
    expect(fishAt(scene, 150, 150)).toBeNull();
    run(scene, 1_000);
    expect(scene.fish).not.toContain(fish);

    // A fish that swam off before the answer: the coins burst where the bullet struck.
    resolveShot(scene, { fishId: 9_999, x: 30, y: 40, caught: true, multiplier: 2, text: '+R$ 0,20' });
    expect(scene.effects.at(-1)).toMatchObject({ kind: 'coins', x: 30, y: 40 });
  });
});
