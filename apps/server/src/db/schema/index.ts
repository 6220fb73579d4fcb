export * from './tenancy.js';
export * from './auth.js';
export * from './services.js';
