/** The client-csv module's public face: its registration (no other module calls it). */
export { clientCsvModule } from './client-csv.module.js';
