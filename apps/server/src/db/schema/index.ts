export * from './auth.js';
export * from './commerce.js';
export * from './compensation.js';
export * from './genealogy.js';
export * from './ledger.js';
export * from './members.js';
export * from './reference.js';
export * from './withdrawals.js';
