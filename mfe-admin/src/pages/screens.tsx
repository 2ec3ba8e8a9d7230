// mfe_admin's screens, relative to /admin/dashboard. Each is a placeholder until its feature lands.
import type { ReactNode } from 'react';

export interface Screen {
  path: string;
  title: string;
  subtitle: string;
  what: ReactNode;
}

export const SCREENS: Screen[] = [
  { path: 'user-report', title: 'User Report', subtitle: 'Everyone with an Atelier account', what: 'Search by name, filter by status and subscription, page through users.' },
  { path: 'model-report', title: 'Model Report', subtitle: 'The image models users can pick', what: 'Create, search, filter, edit and delete models.' },
  { path: 'model-instance-report', title: 'Model Instance Report', subtitle: 'The GPU backends that run each model', what: 'Create, search, filter, edit and delete model instances.' },
  { path: 'model-details/:id', title: 'Update Model', subtitle: 'Name, type, sizes and status of a model', what: 'The model edit form.' },
  { path: 'model-instance-details/:id', title: 'Update Model Instance', subtitle: 'Controller, priority, token, settings and status', what: 'The model instance edit form.' },
  { path: 'plans', title: 'Plan Report', subtitle: 'Credit plans on sale', what: 'Every plan with its amount, currency, credits and type, and a create dialog.' },
  { path: 'queue', title: 'Job Queue', subtitle: 'Pending and running generation jobs', what: 'Live view of the queue with the instance each job runs on.' },
];
