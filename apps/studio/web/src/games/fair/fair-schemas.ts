// Loaded on demand by fair-api.ts, so zod and the contract schemas stay out of the page's chunk.
export {
  DiceRollResponse,
  DoubleSpinResponse,
  FairRotateResponse,
  FairSeedsResponse,
  LimboPlayResponse,
  MinesActiveResponse,
  MinesResponse,
  PlinkoDropResponse,
} from '@platform/contracts';
