import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps a name the server masked', () => {
    expect(maskName('a***z')).toBe('a***z');
  });

  it('masks a full name to its first and last characters', () => {
    expect(maskName('jogador1')).toBe('j***1');
    expect(maskName('Zé')).toBe('Z***é');
    expect(maskName('x')).toBe('x***');
  });
});
