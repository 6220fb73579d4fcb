/**
 * Registration of the client-csv module (app-module.ts): its routes, and the export job's worker
 * (issue #30: an export runs on the job queue, not inside the request).
 */
import type { AppModule } from '../../app-module.js';
import { clientCsvRoutes } from './client-csv.routes.js';
import { EXPORT_QUEUE, EXPORT_RULES, runExport, type ExportJobData } from './client-export-job.js';

export const clientCsvModule: AppModule = {
  name: 'client-csv',
  register: (app, d) => {
    d.jobs.work<ExportJobData>(EXPORT_QUEUE, (data) => runExport(d.db, data, d.now), EXPORT_RULES);
    return app.register(clientCsvRoutes(d.db, d.jobs, d.now));
  },
};
