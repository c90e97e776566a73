// Public surface of the slot engine, for the studio module to wire to HTTP, the wallet and the UI.
export {
  assertValidDefinition,
  MIN_RUN,
  type SlotDefinition,
  type SlotEvaluation,
  type SlotMultiplierFeature,
  type SlotScatter,
  type SlotSymbol,
  type SlotSymbolKind,
  type SlotVolatility,
} from './slot-definition.js';
export {
  isBetLevel,
  playRound,
  spin,
  type SlotOutcome,
  type SlotRound,
  type SlotSpinMode,
  type SlotWin,
  type SpinRequest,
} from './slot-engine.js';
export { evaluateWindow, type SlotPosition, type WindowEvaluation } from './slot-evaluation.js';
export { exactRtp, type SlotRtp } from './slot-rtp.js';
export { simulate, type SimulationRequest, type SimulationResult } from './slot-simulation.js';
export {
  catalogueDeclaredRtp,
  catalogueSlotDefinition,
  type CatalogueSlotInput,
} from './catalogue-definitions.js';
export { seededUniformInt, type UniformInt } from '../../../seeded-random.js';
export { formatSlotsReport, SAMPLE_SLOT_INPUTS, slotReportRow, type SlotReportRow } from './slots-report.js';
