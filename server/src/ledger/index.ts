// The double-entry ledger: the only way money moves. See server/CONTEXT.md "Ledger".
export * from './accounts.js';
export * from './ledger-errors.js';
export * from './transfer.js';
export * from './balances.js';
export * from './cash-wallet.js';
