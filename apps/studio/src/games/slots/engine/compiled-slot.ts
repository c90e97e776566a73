import { assertValidDefinition, type SlotDefinition, type SlotSymbolKind } from './slot-definition.js';

/**
 * A definition turned into symbol indices once, so a spin compares small integers instead of
 * strings: simulations run millions of spins through the same code production uses.
 */
export type CompiledSlot = {
  definition: SlotDefinition;
  ids: string[];
  kinds: SlotSymbolKind[];
  /** Index of the wild, or -1. */
  wild: number;
  /** Index of the scatter, or -1. */
  scatter: number;
  /** Indices of the regular symbols, in definition order. */
  regular: number[];
  /** Strips as symbol indices. */
  strips: number[][];
  /** Credits by symbol index and run length; empty for wild and scatter. */
  pays: number[][];
};

const compiled = new WeakMap<SlotDefinition, CompiledSlot>();

const build = (definition: SlotDefinition): CompiledSlot => {
  assertValidDefinition(definition);
  const ids = definition.symbols.map((symbol) => symbol.id);
  const kinds = definition.symbols.map((symbol) => symbol.kind);
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  return {
    definition,
    ids,
    kinds,
    wild: kinds.indexOf('wild'),
    scatter: kinds.indexOf('scatter'),
    regular: kinds.flatMap((kind, index) => (kind === 'regular' ? [index] : [])),
    strips: definition.strips.map((strip) => strip.map((id) => indexOf.get(id) ?? -1)),
    pays: ids.map((id) => definition.paytable[id] ?? []),
  };
};

/** Validates on first use and caches per definition object; definitions are treated as immutable. */
export const compileSlot = (definition: SlotDefinition): CompiledSlot => {
  const known = compiled.get(definition);
  if (known) return known;
  const fresh = build(definition);
  compiled.set(definition, fresh);
  return fresh;
};
