export * from './tenancy.js';
export * from './auth.js';
export * from './services.js';
export * from './staff.js';
export * from './appointments.js';
export * from './clients.js';
export * from './resources.js';
