import { describe, expect, it } from 'vitest';
import { readLaunchQuery } from './query';

describe('the launch address', () => {
  it('reads a lottery launch’s fields beside the game, type, mode and token', () => {
    const query = readLaunchQuery(
      '?game=sgl-0001&type=LOTT&lang=EN&mode=real&token=abc&lottoArea=VN&launchMode=LOTT' +
        '&lottoPrizeMode=ZY&lottoGameCode=SGL-0001&lottoView=betting&device=mobile' +
        '&backUrl=https%3A%2F%2Fsite.example%2Flott',
    );
    expect(query).toMatchObject({ game: 'SGL-0001', type: 'LOTT', mode: 'real', token: 'abc' });
    expect(query.lottery).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'SGL-0001',
      lottoView: 'betting',
      device: 'mobile',
      backUrl: 'https://site.example/lott',
    });
  });

  it('leaves out a lottery field it cannot read, and has none for another game', () => {
    const query = readLaunchQuery(
      '?game=SGL-0005&type=ELOTT&lottoView=board&backUrl=javascript:alert(1)&device=web',
    );
    expect(query.type).toBe('ELOTT');
    expect(query.lottery).toEqual({ device: 'web' });
    expect(readLaunchQuery('?game=AUR-0001&type=RNG').lottery).toBeUndefined();
  });
});
