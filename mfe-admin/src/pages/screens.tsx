// mfe_admin's screens, by screen id: the home page, the ops screens (models, instances, the job
// queue; each page its own chunk), and a placeholder for each screen whose feature has not landed.
import { comingSoonPages } from '@atelier/ui-kit';
import { lazy } from 'react';
import { WelcomePage } from './WelcomePage';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: WelcomePage,
  'model-report': lazy(() => import('./ModelReportPage')),
  'model-instance-report': lazy(() => import('./InstanceReportPage')),
  'model-details': lazy(() => import('./ModelDetailsPage')),
  'model-instance-details': lazy(() => import('./InstanceDetailsPage')),
  queue: lazy(() => import('./QueuePage')),
  ...comingSoonPages({
    'user-report': { title: 'User Report', subtitle: 'Everyone with an Atelier account', what: 'Search by name, filter by status and subscription, page through users.' },
    plans: { title: 'Plan Report', subtitle: 'Credit plans on sale', what: 'Every plan with its amount, currency, credits and type, and a create dialog.' },
  }),
};
