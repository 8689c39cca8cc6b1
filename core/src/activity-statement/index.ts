export {
  activityStatementCsv,
  activityStatementFileName,
  buildActivityStatement,
  defaultStatementPeriod,
  STATEMENT_CSV_HEADER,
  STATEMENT_CSV_TOTAL,
  STATEMENT_LEDGER_KINDS,
  STATEMENT_MAX_DAYS,
  STATEMENT_MESSAGES,
  statementBounds,
  statementWon,
  validateStatementPeriod,
} from './domain/activity-statement.js';
export type {
  ActivityStatement,
  StatementDay,
  StatementLedgerKind,
  StatementLedgerSum,
  StatementLine,
  StatementPeriod,
} from './domain/activity-statement.js';
export { ActivityStatementGateway } from './application/activity-statement.gateway.js';
export type { ActivityStatementData } from './application/activity-statement.gateway.js';
export { createApiActivityStatementGateway } from './application/api-activity-statement-gateway.js';
export { ACTIVITY_STATEMENT_TEXTS, ActivityStatementViewModel } from './application/activity-statement.view-model.js';
export type { ActivityStatementView } from './application/activity-statement.view-model.js';
