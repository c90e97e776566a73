import type {
  DiceRollResponse,
  DoubleSpinResponse,
  FairRotateResponse,
  FairSeedsResponse,
  LimboPlayResponse,
  MinesGame,
  MinesResponse,
  PlinkoDropResponse,
} from '@platform/contracts';
import type { DoubleColour, PlinkoRiskLevel } from '../../verify/fair-compute';
import type { StudioApi } from '../../studio-api';

const schemas = () => import('./fair-schemas');
const BASE = '/studio/api/fair';

/** The fair games' calls (packages/contracts/src/studio-fair.ts), bound to one session. */
export const createFairApi = (api: StudioApi, sessionId: string) => ({
  seeds: (): Promise<FairSeedsResponse> =>
    api.call(`${BASE}/seeds`, { sessionId }, () => schemas().then((m) => m.FairSeedsResponse)),
  rotate: (clientSeed?: string): Promise<FairRotateResponse> =>
    api.call(`${BASE}/rotate`, { sessionId, ...(clientSeed ? { clientSeed } : {}) }, () =>
      schemas().then((m) => m.FairRotateResponse),
    ),
  diceRoll: (body: { bet: number; direction: 'over' | 'under'; target: number }): Promise<DiceRollResponse> =>
    api.call(`${BASE}/dice/roll`, { sessionId, ...body }, () => schemas().then((m) => m.DiceRollResponse)),
  plinkoDrop: (body: { bet: number; rows: number; risk: PlinkoRiskLevel }): Promise<PlinkoDropResponse> =>
    api.call(`${BASE}/plinko/drop`, { sessionId, ...body }, () =>
      schemas().then((m) => m.PlinkoDropResponse),
    ),
  doubleSpin: (body: { bet: number; colour: DoubleColour }): Promise<DoubleSpinResponse> =>
    api.call(`${BASE}/double/spin`, { sessionId, ...body }, () =>
      schemas().then((m) => m.DoubleSpinResponse),
    ),
  limboPlay: (body: { bet: number; target: number }): Promise<LimboPlayResponse> =>
    api.call(`${BASE}/limbo/play`, { sessionId, ...body }, () => schemas().then((m) => m.LimboPlayResponse)),
  minesStart: (body: { bet: number; mines: number }): Promise<MinesResponse> =>
    api.call(`${BASE}/mines/start`, { sessionId, ...body }, () => schemas().then((m) => m.MinesResponse)),
  minesPick: (body: { roundId: string; tile: number }): Promise<MinesResponse> =>
    api.call(`${BASE}/mines/pick`, { sessionId, ...body }, () => schemas().then((m) => m.MinesResponse)),
  minesCashOut: (body: { roundId: string }): Promise<MinesResponse> =>
    api.call(`${BASE}/mines/cashout`, { sessionId, ...body }, () => schemas().then((m) => m.MinesResponse)),
  minesActive: (): Promise<{ game: MinesGame | null; balance: number }> =>
    api.call(`${BASE}/mines/active`, { sessionId }, () => schemas().then((m) => m.MinesActiveResponse)),
});

export type FairApi = ReturnType<typeof createFairApi>;
