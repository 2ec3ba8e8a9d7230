// Up-scaling screen state: one job at a time, models of type upscale (spec §3, §4).
import { createSingleJobStore } from '../features/jobs/single-job.store';

export const useUpscaleStore = createSingleJobStore('upscale');
