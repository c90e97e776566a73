import { describe, expect, it } from 'vitest';
import { isEligible, isTargeted } from './eligibility.js';

const standing = (vipLevel: number, agents: string[] = []) => ({ vipLevel, agentsAbove: new Set(agents) });

describe('promotion eligibility', () => {
  it('opens an untargeted promotion to everyone, visitors included', () => {
    const open = { minVipLevel: 0, agentLines: [] };
    expect(isTargeted(open)).toBe(false);
    expect(isEligible(open, null)).toBe(true);
    expect(isEligible(open, standing(0))).toBe(true);
  });

  it('asks for the VIP level and for one of the agents above the member, both when both are set', () => {
    const vip = { minVipLevel: 2, agentLines: [] };
    expect(isEligible(vip, standing(1))).toBe(false);
    expect(isEligible(vip, standing(2))).toBe(true);
    const team = { minVipLevel: 0, agentLines: ['agente1', 'agente2'] };
    expect(isEligible(team, standing(5, ['agente3']))).toBe(false);
    expect(isEligible(team, standing(0, ['master', 'agente2']))).toBe(true);
    const both = { minVipLevel: 2, agentLines: ['agente1'] };
    expect(isEligible(both, standing(2, ['agente9']))).toBe(false);
    expect(isEligible(both, standing(1, ['agente1']))).toBe(false);
    expect(isEligible(both, standing(3, ['agente1']))).toBe(true);
  });

  it('shows a visitor no targeted promotion', () => {
    expect(isEligible({ minVipLevel: 1, agentLines: [] }, null)).toBe(false);
    expect(isEligible({ minVipLevel: 0, agentLines: ['agente1'] }, null)).toBe(false);
  });
});
