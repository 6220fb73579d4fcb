export * from './tenancy.js';
export * from './auth.js';
