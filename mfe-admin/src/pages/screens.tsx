// mfe_admin's pages, by screen id: the dashboard, the reports and the audit log are their own
// chunks; the screens whose feature has not landed yet keep a placeholder.
import { comingSoonPages } from '@atelier/ui-kit';
import { lazy } from 'react';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: lazy(() => import('./DashboardPage')),
  'user-report': lazy(() => import('./UserReportPage')),
  plans: lazy(() => import('./PlansPage')),
  'audit-log': lazy(() => import('./AuditLogPage')),
  ...comingSoonPages({
    'model-report': { title: 'Model Report', subtitle: 'The image models users can pick', what: 'Create, search, filter, edit and delete models.' },
    'model-instance-report': { title: 'Model Instance Report', subtitle: 'The GPU backends that run each model', what: 'Create, search, filter, edit and delete model instances.' },
    'model-details': { title: 'Update Model', subtitle: 'Name, type, sizes and status of a model', what: 'The model edit form.' },
    'model-instance-details': { title: 'Update Model Instance', subtitle: 'Controller, priority, token, settings and status', what: 'The model instance edit form.' },
    queue: { title: 'Job Queue', subtitle: 'Pending and running generation jobs', what: 'Live view of the queue with the instance each job runs on.' },
  }),
};
