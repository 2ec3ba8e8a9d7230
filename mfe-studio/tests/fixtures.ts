// Image records for the studio's unit tests, shaped like the contract's ImageRecord.
import type { ImageRecord } from '@atelier/contracts';

export function record(over: Partial<ImageRecord> & { id: string }): ImageRecord {
  return {
    prompt: 'a cat',
    negative_prompt: '',
    image_url: null,
    image_cdn: '/media/',
    thumbnail_url: null,
    image_size: '512*512',
    image_seed: '42',
    createdAt: '2026-11-22T10:00:00.000Z',
    request_status: 'pending',
    parent_id: 'job-1',
    operation: 'text2img',
    make_public: true,
    error: null,
    User: { name: 'Ada Lovelace', profile_pic: null },
    preset: null,
    input_image_url: null,
    ...over,
  };
}

export const done = (r: ImageRecord, url = `images/${r.id}.png`): ImageRecord => ({ ...r, request_status: 'success', image_url: url });
