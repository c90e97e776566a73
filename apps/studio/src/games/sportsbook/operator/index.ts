/**
 * The sportsbook's operator side (docs/sportsbook.md, "Operator suspension"): suspensions stored
 * in the studio's database, the book as they leave it, and the operator API.
 * The tables are exported from src/db/schema.ts.
 */
export { isSuspended, type Suspension, type SuspensionReader } from './suspensions.js';
export { withSuspensions } from './suspended-book.js';
export {
  WHOLE_EVENT,
  createSuspensionsRepository,
  suspensionOfRecord,
  suspensionsInForceSql,
  type SuspensionRecord,
  type SuspensionsRepository,
} from './suspensions.repository.js';
export { createSportsbookOperator, type SportsbookOperator } from './sportsbook-operator.js';
export { registerSportsbookOperatorRoutes } from './sportsbook-operator.routes.js';
