// Masonry placement, DOM-free: each image goes to the column that is shortest so far, measured from
// the images' stored width and height (as Civitai's MasonryColumnsVirtual does), so the layout is
// known before any picture loads and nothing shifts when it does.

export interface Sized {
  width: number;
  height: number;
}

/** The columns a grid of this width gets: 2 on a 390 px phone, up to 5 on a wide screen. */
export function columnCount(containerWidth: number): number {
  if (containerWidth < 640) return 2;
  if (containerWidth < 960) return 3;
  if (containerWidth < 1400) return 4;
  return 5;
}

/** Height per unit of width; a row with no usable size is drawn square. */
export const aspectOf = (s: Sized): number => (s.width > 0 && s.height > 0 ? s.height / s.width : 1);

/** A column: the indexes (into the input) of its items, top to bottom. */
export type Column = number[];

/**
 * Items in input order, each into the shortest column (the leftmost on a tie). Columns share one
 * width, so comparing summed aspect ratios compares heights; `gapRatio` is the gap over the column
 * width, so the gaps count too.
 */
export function placeInColumns(items: readonly Sized[], columns: number, gapRatio = 0): Column[] {
  const n = Math.max(1, Math.floor(columns));
  const cols: Column[] = Array.from({ length: n }, () => []);
  const heights = new Array<number>(n).fill(0);
  items.forEach((item, i) => {
    let shortest = 0;
    for (let c = 1; c < n; c++) if (heights[c] < heights[shortest]) shortest = c;
    cols[shortest].push(i);
    heights[shortest] += aspectOf(item) + gapRatio;
  });
  return cols;
}
