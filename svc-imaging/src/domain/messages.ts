// Words imaging says to users (AppError messages reach the browser as `msg`). The spec's §5 words
// come from the contract; the rest are ours, documented in docs/imaging.md.
import { IMAGING_LIMITS, IMAGING_MSG } from '@atelier/contracts';

export const MSG = {
  model: IMAGING_MSG.model,
  size: IMAGING_MSG.size,
  inputImage: IMAGING_MSG.inputImage,
  uploadFirst: IMAGING_MSG.uploadFirst,
  uovMethod: IMAGING_MSG.uovMethod,
  imageNumber: IMAGING_MSG.imageNumber,
  modelType: IMAGING_MSG.modelType,
  modelStatus: IMAGING_MSG.modelStatus,
  controllerCreate: IMAGING_MSG.controllerCreate,
  controllerUpdate: IMAGING_MSG.controllerUpdate,
  modelIdCreate: IMAGING_MSG.modelIdCreate,
  statusUpdate: IMAGING_MSG.statusUpdate,
  badImage: 'Please upload a valid image (PNG, JPEG or WebP)',
  imageTooLarge: `Image is too large: at most ${IMAGING_LIMITS.inputPixelsMax} pixels`,
  modelUnavailable: 'This model is not available right now. Please try another model.',
  tooManyInFlight: 'You have too many images in progress. Please wait for them to finish.',
  imageNotFound: 'Image not found',
  modelNotFound: 'Model not found',
  instanceNotFound: 'Model instance not found',
  settingsJson: 'Settings must be valid JSON',
  settingsShape: 'Settings must be a JSON object or array',
  baseUrlRequired: 'Settings need a base_url for this controller',
  modelHasInstances: 'This model still has instances: delete them first',
  modelHasImages: 'This model has generated images: deactivate it instead',
  instanceHasJobs: 'This instance has jobs running: deactivate it first',
} as const;

/** Why a job failed, as its owner reads it. */
export const FAILURE = {
  attempts: 'The image could not be generated: the image nodes failed 3 times. Please try again.',
  badOutput: 'The image node returned something that is not an image. Please try again.',
  rejected: 'The image node refused this request. Please change the prompt or settings and try again.',
  noInstance: 'No image node is available for this model. Please try another model.',
} as const;
