import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  SPORTS_BUILDER_LEGS,
  SPORTS_BUILDER_REFUSALS,
  SportsBuilderPlaceRequest,
  SportsBuilderQuoteRequest,
} from './index.js';

const legs = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ marketKey: `OU:${index}.5`, selection: 'OVER' }));

describe('bet builder requests', () => {
  it('takes 2 to 10 selections', () => {
    const quote = (count: number) =>
      SportsBuilderQuoteRequest.safeParse({ sessionId: 's', eventId: 'e', legs: legs(count) }).success;
    expect(quote(SPORTS_BUILDER_LEGS.min - 1)).toBe(false);
    expect(quote(SPORTS_BUILDER_LEGS.min)).toBe(true);
    expect(quote(SPORTS_BUILDER_LEGS.max)).toBe(true);
    expect(quote(SPORTS_BUILDER_LEGS.max + 1)).toBe(false);
  });

  it('carries the builder price the player saw, within the ladder, and a whole stake', () => {
    const place = (oddsE3: number, stakeMinor: number) =>
      SportsBuilderPlaceRequest.safeParse({
        sessionId: 's',
        requestId: 'request-1',
        eventId: 'e',
        legs: legs(2),
        oddsE3,
        stakeMinor,
        oddsPolicy: 'HIGHER',
      }).success;
    expect(place(3_400, 500)).toBe(true);
    expect(place(1_000, 500)).toBe(false);
    expect(place(3_400, 0)).toBe(false);
    expect(place(3_400, 1.5)).toBe(false);
  });

  it('answers every refusal with a catalogued error', () => {
    for (const code of Object.values(SPORTS_BUILDER_REFUSALS)) expect(ERROR_CATALOGUE[code].status).toBe(400);
  });
});
