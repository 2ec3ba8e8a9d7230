// The masonry's measures, DOM-free: how many columns a width gets, and a card's height per unit of
// width from the image's stored width and height (as Civitai's MasonryColumnsVirtual sizes its
// cards), so the layout is known before any picture loads and nothing shifts when it does. Placing
// each card in the shortest column is the virtualizer's lanes (MasonryGrid.tsx).

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
