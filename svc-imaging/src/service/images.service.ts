// Reading images: only their owner sees a record (NOT_FOUND for anyone else, so ids reveal nothing).
import { AppError, isUuid } from '@atelier/platform';
import { IMAGING_LIMITS, IMAGING_MSG } from '@atelier/contracts';
import { countImagesOfUser, findImage, imagesOfUser, type ImageRow } from '../repo/images.repository';
import type { ImagingContext } from './context';

export async function getOwnImage(ctx: ImagingContext, userId: string, imageId: string): Promise<ImageRow> {
  const image = isUuid(imageId) ? await findImage(ctx.db, imageId) : undefined;
  if (!image || image.user_id !== userId) throw new AppError('NOT_FOUND', IMAGING_MSG.imageNotFound);
  return image;
}

export async function listOwnImages(ctx: ImagingContext, userId: string, page: number, pageSize: number): Promise<{ rows: ImageRow[]; count: number }> {
  const size = Math.min(Math.max(1, pageSize || IMAGING_LIMITS.imagePageSize), IMAGING_LIMITS.imagePageSizeMax);
  const p = Math.max(1, page || 1);
  const [rows, count] = await Promise.all([imagesOfUser(ctx.db, userId, size, (p - 1) * size), countImagesOfUser(ctx.db, userId)]);
  return { rows, count };
}
