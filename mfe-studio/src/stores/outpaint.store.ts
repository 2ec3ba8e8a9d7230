// Out-painting screen state: one job at a time, models of type outpaint (spec §3, §4).
import { createSingleJobStore } from '../features/jobs/single-job.store';

export const useOutpaintStore = createSingleJobStore('outpaint');
