import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps a name the server masked', () => {
    expect(maskName('jo****01')).toBe('jo****01');
  });

  it('masks a name that arrived whole the way the server does', () => {
    expect(maskName('jogador1')).toBe('jo****r1');
    expect(maskName('Zé')).toBe('Z****');
    expect(maskName(' maria ')).toBe('m****a');
  });
});
