// mfe_admin's pages, by screen id, each its own chunk: the dashboard, the user report, plans and
// the audit log; the ops screens (models, instances, the job queue).
import { lazy } from 'react';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: lazy(() => import('./DashboardPage')),
  'user-report': lazy(() => import('./UserReportPage')),
  plans: lazy(() => import('./PlansPage')),
  'audit-log': lazy(() => import('./AuditLogPage')),
  'model-report': lazy(() => import('./ModelReportPage')),
  'model-instance-report': lazy(() => import('./InstanceReportPage')),
  'model-details': lazy(() => import('./ModelDetailsPage')),
  'model-instance-details': lazy(() => import('./InstanceDetailsPage')),
  queue: lazy(() => import('./QueuePage')),
};
