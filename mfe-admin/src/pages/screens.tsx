// mfe_admin's screens, by screen id: the home page, and a placeholder for each screen whose feature has not landed.
import { comingSoonPages } from '@atelier/ui-kit';
import { WelcomePage } from './WelcomePage';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: WelcomePage,
  ...comingSoonPages({
    'user-report': { title: 'User Report', subtitle: 'Everyone with an Atelier account', what: 'Search by name, filter by status and subscription, page through users.' },
    'model-report': { title: 'Model Report', subtitle: 'The image models users can pick', what: 'Create, search, filter, edit and delete models.' },
    'model-instance-report': { title: 'Model Instance Report', subtitle: 'The GPU backends that run each model', what: 'Create, search, filter, edit and delete model instances.' },
    'model-details': { title: 'Update Model', subtitle: 'Name, type, sizes and status of a model', what: 'The model edit form.' },
    'model-instance-details': { title: 'Update Model Instance', subtitle: 'Controller, priority, token, settings and status', what: 'The model instance edit form.' },
    plans: { title: 'Plan Report', subtitle: 'Credit plans on sale', what: 'Every plan with its amount, currency, credits and type, and a create dialog.' },
    queue: { title: 'Job Queue', subtitle: 'Pending and running generation jobs', what: 'Live view of the queue with the instance each job runs on.' },
  }),
};
