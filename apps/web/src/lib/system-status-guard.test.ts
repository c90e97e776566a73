import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SystemStatusResponse } from '@platform/contracts';
import { statusFixture } from '../test-fixtures';
import { isSystemStatusResponse } from './system-status-guard';

type Path = (string | number)[];

/** A status answer with every list filled, so a mutation can reach every kind of field. */
const fullAnswer = (): Record<string, unknown> => {
  const answer = statusFixture({
    maintenance: { enabled: true, endTime: '2026-11-26T06:00:00.000Z', info: 'Manutenção' },
  });
  answer.info.domainRoute = [{ domain: 'sortegrande.test', route: '/' }];
  answer.info.imageCDNs = ['https://img.example.test'];
  answer.info.launchGameCDNs = ['https://launch.example.test'];
  answer.info.brand.theme = { primary: '#00a859' };
  return structuredClone(answer) as unknown as Record<string, unknown>;
};

const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  if (typeof value !== 'object' || value === null) return [];
  const keys: (string | number)[] = Array.isArray(value)
    ? value.map((_, index) => index)
    : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsOf((value as Record<string | number, unknown>)[key], path)];
  });
};

const PATHS = pathsOf(fullAnswer());

const parentAt = (root: unknown, path: Path) =>
  path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;

// Values a broken or foreign answer might carry in place of a field.
const replacement = fc.oneof(
  fc.constantFrom(null, undefined, 0, 1, 2, 3, -1, 1.5, 0.5, '', 'ANY', 'CPF', 'XX', true, false, [], {}),
  fc.constantFrom(...['AGENTPOLICY3', 'NOTAFLAG3', 'status', 'PT']),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.boolean(), { maxKeys: 2 }),
);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), path: fc.constantFrom(...PATHS), value: replacement }),
  fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...PATHS) }),
  fc.record({
    kind: fc.constant('add' as const),
    path: fc.constantFrom(...PATHS),
    key: fc.constantFrom('extra', 'NOTAFLAG3', 'AGENTPOLICY3', 'status'),
    value: replacement,
  }),
);

const apply = (root: Record<string, unknown>, change: Mutation) => {
  const parent = parentAt(root, change.path);
  const last = change.path[change.path.length - 1]!;
  if (change.kind === 'replace') parent[last] = change.value;
  if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  }
  if (change.kind === 'add') {
    const target = parent[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      (target as Record<string, unknown>)[change.key] = change.value;
    }
  }
  return root;
};

type Mutation =
  | { kind: 'replace'; path: Path; value: unknown }
  | { kind: 'delete'; path: Path }
  | { kind: 'add'; path: Path; key: string; value: unknown };

describe('isSystemStatusResponse', () => {
  it('accepts the answers the contract accepts', () => {
    expect(isSystemStatusResponse(fullAnswer())).toBe(true);
    expect(isSystemStatusResponse(statusFixture())).toBe(true);
    expect(isSystemStatusResponse(statusFixture({ status: 2 }))).toBe(true);
  });

  it('rejects what is not an answer at all', () => {
    for (const value of [null, undefined, 'ok', 0, [], {}, { status: 0 }]) {
      expect(isSystemStatusResponse(value)).toBe(false);
      expect(SystemStatusResponse.safeParse(value).success).toBe(false);
    }
  });

  it('agrees with the zod schema on answers with up to three fields changed', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (changes) => {
        const answer = fullAnswer();
        for (const change of changes) {
          // A path may be gone after an earlier deletion; such a change is skipped.
          try {
            apply(answer, change as Mutation);
          } catch {
            continue;
          }
        }
        expect(isSystemStatusResponse(answer)).toBe(SystemStatusResponse.safeParse(answer).success);
      }),
      { numRuns: 2000 },
    );
  });
});
