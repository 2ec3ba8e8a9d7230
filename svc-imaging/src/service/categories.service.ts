// Keeps the stored categories in step with the rules (domain/categories.ts): at start, when the
// stored rules version is older than CATEGORY_RULES_VERSION, every image's categories are computed
// again in id-ordered batches and the version is recorded. Safe to run twice (same result).
import { CATEGORY_RULES_VERSION, categoriesOf } from '../domain/categories';
import { categoryRulesVersion, promptsAfter, setCategories, setCategoryRulesVersion } from '../repo/feeds.repository';
import type { ImagingContext } from './context';

const BATCH = 1000;

/** Returns how many images were recomputed (0 when the stored version is current). */
export async function recomputeCategoriesIfStale(ctx: Pick<ImagingContext, 'db' | 'logger'>): Promise<number> {
  if ((await categoryRulesVersion(ctx.db)) >= CATEGORY_RULES_VERSION) return 0;
  let after: string | null = null;
  let n = 0;
  for (;;) {
    const batch = await promptsAfter(ctx.db, after, BATCH);
    if (!batch.length) break;
    await setCategories(ctx.db, Object.fromEntries(batch.map((b) => [b.id, categoriesOf(b.prompt)])));
    n += batch.length;
    after = batch[batch.length - 1]!.id;
  }
  await setCategoryRulesVersion(ctx.db, CATEGORY_RULES_VERSION);
  ctx.logger.info({ images: n, version: CATEGORY_RULES_VERSION }, 'image categories recomputed');
  return n;
}
