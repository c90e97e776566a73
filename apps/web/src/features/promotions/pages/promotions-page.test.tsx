import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberPromotion, PromotionDetail } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import PromotionsPage from './promotions-page';

const LIST = 'GET /wps/promotions';
const DETAIL = 'GET /wps/promotions/detail';
const APPLY = 'POST /wps/promotions/apply';
const CLAIM = 'POST /wps/promotions/claim';
const MANUAL_ID = '0b8f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e10';
const CLAIM_ID = '1b8f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e11';

const promotion = (patch: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id: MANUAL_ID,
  code: 'DEMO-WELCOME',
  entry: 'MANUAL',
  period: 'ONCE',
  rewardAmount: 2_000,
  startsAt: '2026-11-01T03:00:00.000Z',
  endsAt: '2026-12-31T03:00:00.000Z',
  image: '',
  title: 'Bônus de boas-vindas',
  summary: 'Envie o comprovante',
  status: 'JOIN',
  rewardType: 'BONUS',
  rewardGame: '',
  rewardBet: 0,
  minTurnover: 0,
  turnover: null,
  wageringMultiplier: 0,
  minDeposit: 0,
  matchPercent: 0,
  rejectReason: null,
  ...patch,
});
const detail = (patch: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...promotion(),
  terms: '<p>Uma vez por membro.</p>',
  remarkMax: 140,
  proofMaxImages: 3,
  proofMaxBytes: 5 * 1024 * 1024,
  ...patch,
});
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const file = (name: string, type: string, size?: number) => {
  const made = new File([PNG_BYTES], name, { type });
  if (size) Object.defineProperty(made, 'size', { value: size });
  return made;
};

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('promotions page', () => {
  it('shows each promotion as a card with its status, in the language chosen', async () => {
    mockApi({
      [LIST]: () => ({
        list: [
          promotion(),
          promotion({ id: CLAIM_ID, entry: 'CLAIM', title: 'Presente diário', status: 'CLAIMED' }),
        ],
      }),
    });
    renderWithApp(<PromotionsPage />, { path: '/promotions' });
    const cards = await screen.findAllByTestId('promo-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('promo-status').textContent).toBe('Participar');
    expect(within(cards[1]!).getByTestId('promo-status').textContent).toBe('Resgatada');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe(`/promotions?id=${MANUAL_ID}`);
    await changeLanguage('CN');
    await waitFor(() => expect(screen.getAllByTestId('promo-status')[0]!.textContent).toBe('参加'));
  });

  it('says what a free-spins promotion gives: the spins and their bet', async () => {
    mockApi({
      [LIST]: () => ({
        list: [
          promotion({
            entry: 'CLAIM',
            rewardType: 'FREE_SPINS',
            rewardGame: 'AUR-0001',
            rewardAmount: 5,
            rewardBet: 100,
            image: '',
          }),
        ],
      }),
    });
    renderWithApp(<PromotionsPage />, { path: '/promotions' });
    const [card] = await screen.findAllByTestId('promo-card');
    expect(card!.textContent?.replace(/\s/gu, ' ')).toContain('5 rodadas grátis do bônus de R$ 1,00');
  });

  it('says when there is nothing, and offers a retry when the list fails', async () => {
    let fail = true;
    mockApi({ [LIST]: () => (fail ? apiFailure('unknown', 'Falhou', null, 500) : { list: [] }) });
    renderWithApp(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('Não foi possível carregar as promoções')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma promoção no momento')).toBeTruthy();
  });

  it('checks the proofs before reading them, counts the remark, and asks before sending', async () => {
    const fetchMock = mockApi({
      [DETAIL]: () => detail(),
      [APPLY]: () => promotion({ status: 'APPLYING' }),
    });
    renderWithApp(<PromotionsPage />, { path: `/promotions?id=${MANUAL_ID}` });
    expect(await screen.findByText('Uma vez por membro.')).toBeTruthy();
    const remark = screen.getByTestId('promo-remark') as HTMLTextAreaElement;
    expect(remark.maxLength).toBe(140);
    fireEvent.change(remark, { target: { value: 'Depósito de hoje' } });
    expect(screen.getByText('16/140')).toBeTruthy();

    const input = screen.getByTestId('promo-proof-input');
    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif')] } });
    expect(await screen.findByText('“a.gif” não é png nem jpg.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('big.png', 'image/png', 6 * 1024 * 1024)] } });
    expect(await screen.findByText('“big.png” tem mais de 5 MB.')).toBeTruthy();
    const four = ['1', '2', '3', '4'].map((name) => file(`${name}.png`, 'image/png'));
    fireEvent.change(input, { target: { files: four } });
    expect(await screen.findByText('Você pode anexar no máximo 3 imagens.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('recibo.png', 'image/png')] } });
    expect(await screen.findByRole('img', { name: 'recibo.png' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('promo-apply'));
    expect(
      await screen.findByText('Enviar sua inscrição em “Bônus de boas-vindas” com 1 imagem(ns)?'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, APPLY)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('promo-apply-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, APPLY)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, APPLY)[0]![1]!.body)) as {
      id: string;
      remark: string;
      proofs: Array<{ name: string; dataUrl: string }>;
    };
    expect(body).toMatchObject({ id: MANUAL_ID, remark: 'Depósito de hoje' });
    expect(body.proofs).toHaveLength(1);
    expect(body.proofs[0]!.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    mockApi({
      [DETAIL]: () => detail(),
      [APPLY]: () =>
        apiFailure('promotion-already-joined', 'Você já participou desta promoção neste período.', null, 409),
    });
    renderWithApp(<PromotionsPage />, { path: `/promotions?id=${MANUAL_ID}` });
    fireEvent.click(await screen.findByTestId('promo-apply'));
    fireEvent.click(await screen.findByTestId('promo-apply-confirm'));
    expect(await screen.findByText('Você já participou desta promoção neste período.')).toBeTruthy();
  });

  it('claims a bonus only after a confirmation', async () => {
    const fetchMock = mockApi({
      [DETAIL]: () => detail({ id: CLAIM_ID, entry: 'CLAIM', status: 'CLAIM', rewardAmount: 100 }),
      [CLAIM]: () => promotion({ id: CLAIM_ID, entry: 'CLAIM', status: 'CLAIMED' }),
    });
    renderWithApp(<PromotionsPage />, { path: `/promotions?id=${CLAIM_ID}` });
    fireEvent.click(await screen.findByTestId('promo-claim'));
    expect(callsTo(fetchMock, CLAIM)).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('promo-claim-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, CLAIM)).toHaveLength(1));
  });

  it('shows a wagering target’s progress and a way to play, then the claim once it is met', async () => {
    const wager = {
      id: CLAIM_ID,
      entry: 'WAGER' as const,
      minTurnover: 50_000,
      rewardType: 'POINTS' as const,
    };
    let turnover = 12_345;
    const fetchMock = mockApi({
      [DETAIL]: () =>
        detail({ ...wager, rewardAmount: 300, turnover, status: turnover >= 50_000 ? 'CLAIM' : 'JOIN' }),
      [CLAIM]: () => promotion({ ...wager, status: 'CLAIMED' }),
    });
    const first = renderWithApp(<PromotionsPage />, { path: `/promotions?id=${CLAIM_ID}` });
    // Money is written with a no-break space after R$.
    const text = (element: HTMLElement) => element.textContent?.replaceAll('\u00a0', ' ');
    expect(text(await screen.findByTestId('promo-progress'))).toContain('Apostado: R$ 123,45 de R$ 500,00');
    expect(text(screen.getByTestId('promo-conditions'))).toContain('R$ 500,00 em apostas válidas');
    expect(screen.getByText('Prêmio: 300 pontos')).toBeTruthy();
    expect(screen.getByTestId('promo-play').getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('promo-claim')).toBeNull();
    first.unmount();

    turnover = 50_000;
    renderWithApp(<PromotionsPage />, { path: `/promotions?id=${CLAIM_ID}` });
    fireEvent.click(await screen.findByTestId('promo-claim'));
    expect(screen.getByText('Resgatar 300 pontos agora?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('promo-claim-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, CLAIM)).toHaveLength(1));
  });

  it('tells a visitor to log in and a rejected member why', async () => {
    useSessionStore.getState().clearToken();
    mockApi({ [DETAIL]: () => detail() });
    const visitor = renderWithApp(<PromotionsPage />, { path: `/promotions?id=${MANUAL_ID}` });
    expect(await screen.findByRole('button', { name: 'Entre para participar' })).toBeTruthy();
    expect(screen.queryByTestId('promo-remark')).toBeNull();
    visitor.unmount();

    useSessionStore.getState().setToken('session-token');
    mockApi({ [DETAIL]: () => detail({ status: 'REJECTED', rejectReason: 'Sem comprovante' }) });
    renderWithApp(<PromotionsPage />, { path: `/promotions?id=${MANUAL_ID}` });
    expect(await screen.findByText('Inscrição recusada: Sem comprovante')).toBeTruthy();
    expect(screen.queryByTestId('promo-apply')).toBeNull();
  });
});
