import { describe, expect, it } from 'vitest';
import { AGENT_TYPES, MAX_AGENT_LEVEL } from '@platform/contracts';
import { asAgentType, policyOf, subAgentTypesAt } from './agent-policy.js';

describe('agent-type policy', () => {
  it('gives each type its own powers while AGENTPOLICY3 is on', () => {
    expect(policyOf(1, true)).toEqual({
      subAgentTypes: [2, 41, 42],
      contractTypes: ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'],
    });
    expect(policyOf(2, true)).toEqual({ subAgentTypes: [2], contractTypes: ['dividend', 'dailySalary'] });
    expect(policyOf(41, true)).toEqual({ subAgentTypes: [], contractTypes: ['dividend'] });
    expect(policyOf(42, true)).toEqual({
      subAgentTypes: [],
      contractTypes: ['dailySalary', 'hourSalary', 'realtimeSalary'],
    });
  });

  it('makes every agent a plain one while AGENTPOLICY3 is off', () => {
    for (const type of AGENT_TYPES) {
      expect(policyOf(type, false)).toEqual({ subAgentTypes: [], contractTypes: [] });
    }
  });

  it('never lets a sub-agent sit deeper than the deepest agent level', () => {
    const policy = policyOf(2, true);
    expect(subAgentTypesAt(policy, MAX_AGENT_LEVEL - 1)).toEqual([2]);
    expect(subAgentTypesAt(policy, MAX_AGENT_LEVEL)).toEqual([]);
  });

  it('knows only the spec’s agent types', () => {
    expect(AGENT_TYPES.map(asAgentType)).toEqual([1, 2, 41, 42]);
    expect([0, 4, 90, 3].map(asAgentType)).toEqual([null, null, null, null]);
  });
});
