// The cpu sketch's subjects as simple silhouettes: each is a short list of signed-distance primitives
// (circles, ellipses, boxes, capsules, triangles) in a unit frame — origin at the feet, y up, height
// about 1 — painted in order, so later parts (a roof, a window, a sail) lie over earlier ones. Signed
// distances give anti-aliased edges at any size without a rasteriser library.
import type { SubjectKind } from './scene';

// A module-level alias: under jest (Node 20 vm contexts) every global `Math` lookup in a pixel
// loop goes through a slow interceptor; a local binding keeps these loops ~50x faster there.
const math = Math;

/** Which colour a part takes: the subject's own (or the prompt's colour word), a second colour, dark details, or light (windows, lamps). */
export type Role = 'body' | 'accent' | 'dark' | 'light';
type Sdf = (x: number, y: number) => number;
export interface Part {
  role: Role;
  sdf: Sdf;
}

const circle = (cx: number, cy: number, r: number): Sdf => (x, y) => math.hypot(x - cx, y - cy) - r;
const ellipse = (cx: number, cy: number, rx: number, ry: number): Sdf => (x, y) =>
  (math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * math.min(rx, ry);
/** Axis-aligned box centred at (cx, cy), half sizes hw × hh, corners rounded by r. */
const box = (cx: number, cy: number, hw: number, hh: number, r = 0): Sdf => (x, y) => {
  const qx = math.abs(x - cx) - hw + r;
  const qy = math.abs(y - cy) - hh + r;
  return math.hypot(math.max(qx, 0), math.max(qy, 0)) + math.min(math.max(qx, qy), 0) - r;
};
/** A segment from (ax, ay) to (bx, by) with radius r. */
const capsule = (ax: number, ay: number, bx: number, by: number, r: number): Sdf => {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  return (x, y) => {
    const t = math.max(0, math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    return math.hypot(x - ax - dx * t, y - ay - dy * t) - r;
  };
};
/** Exact triangle distance (any winding). */
const tri = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): Sdf => {
  const e = [[bx - ax, by - ay], [cx - bx, cy - by], [ax - cx, ay - cy]];
  const v = [[ax, ay], [bx, by], [cx, cy]];
  const s = math.sign(e[0][0] * e[2][1] - e[0][1] * e[2][0]);
  return (x, y) => {
    let d = Infinity;
    let inside = 1;
    for (let i = 0; i < 3; i++) {
      const px = x - v[i][0];
      const py = y - v[i][1];
      const t = math.max(0, math.min(1, (px * e[i][0] + py * e[i][1]) / (e[i][0] ** 2 + e[i][1] ** 2)));
      d = math.min(d, math.hypot(px - e[i][0] * t, py - e[i][1] * t));
      if (s * (px * e[i][1] - py * e[i][0]) < 0) inside = 0;
    }
    return inside ? -d : d;
  };
};
/** A trapezoid from y0 (half width w0) up to y1 (half width w1), centred on x = cx. */
const trapezoid = (cx: number, y0: number, w0: number, y1: number, w1: number): Sdf => {
  const a = tri(cx - w0, y0, cx + w0, y0, cx + w1, y1);
  const b = tri(cx - w0, y0, cx + w1, y1, cx - w1, y1);
  return (x, y) => math.min(a(x, y), b(x, y));
};
const union = (...sdfs: Sdf[]): Sdf => (x, y) => {
  let d = Infinity;
  for (const f of sdfs) d = math.min(d, f(x, y));
  return d;
};
const legs = (xs: number[], top: number, r: number, splay = 0): Sdf => union(...xs.map((x) => capsule(x, top, x + splay * math.sign(x), r, r)));

const body = (sdf: Sdf): Part => ({ role: 'body', sdf });
const accent = (sdf: Sdf): Part => ({ role: 'accent', sdf });
const dark = (sdf: Sdf): Part => ({ role: 'dark', sdf });
const light = (sdf: Sdf): Part => ({ role: 'light', sdf });

/** The lighthouse tower's half width at height y (it tapers from 0.15 to 0.09). */
const towerHw = (y: number) => 0.15 - (0.06 * (y - 0.05)) / 0.73;

/** Facing right (+x); the renderer mirrors animals at random. `shape.width` is the half width of the frame. */
export const SHAPES: Record<SubjectKind, { parts: Part[]; halfWidth: number; height: number }> = {
  fox: {
    halfWidth: 0.75,
    height: 0.85,
    parts: [
      body(union(
        ellipse(0, 0.36, 0.36, 0.15),
        circle(0.36, 0.52, 0.12),
        tri(0.42, 0.58, 0.64, 0.48, 0.42, 0.44),
        tri(0.27, 0.6, 0.31, 0.8, 0.38, 0.62),
        tri(0.37, 0.62, 0.45, 0.78, 0.47, 0.57),
        legs([-0.24, -0.14, 0.16, 0.25], 0.3, 0.035),
        capsule(-0.3, 0.38, -0.62, 0.3, 0.09),
      )),
      accent(circle(-0.68, 0.29, 0.06)),
      accent(ellipse(0.46, 0.46, 0.08, 0.04)),
      dark(circle(0.63, 0.48, 0.025)),
    ],
  },
  cat: {
    halfWidth: 0.45,
    height: 0.9,
    parts: [
      body(union(
        ellipse(0, 0.28, 0.2, 0.28),
        circle(0.06, 0.66, 0.15),
        tri(-0.06, 0.72, -0.04, 0.9, 0.06, 0.78),
        tri(0.08, 0.78, 0.18, 0.9, 0.2, 0.72),
        capsule(0.16, 0.04, 0.34, 0.08, 0.04),
        capsule(0.34, 0.08, 0.38, 0.28, 0.04),
      )),
      light(circle(0.11, 0.69, 0.022)),
    ],
  },
  dog: {
    halfWidth: 0.72,
    height: 0.8,
    parts: [
      body(union(
        ellipse(0, 0.42, 0.36, 0.15),
        circle(0.36, 0.6, 0.13),
        box(0.5, 0.55, 0.09, 0.05, 0.03),
        legs([-0.25, -0.15, 0.17, 0.26], 0.36, 0.04),
        capsule(-0.33, 0.46, -0.5, 0.66, 0.035),
      )),
      accent(ellipse(0.28, 0.58, 0.05, 0.11)),
      dark(circle(0.59, 0.57, 0.03)),
    ],
  },
  bird: {
    halfWidth: 0.6,
    height: 0.3,
    parts: [body(union(capsule(-0.55, 0.22, -0.2, 0.12, 0.04), capsule(-0.2, 0.12, 0, 0.05, 0.05), capsule(0, 0.05, 0.2, 0.12, 0.05), capsule(0.2, 0.12, 0.55, 0.22, 0.04)))],
  },
  horse: {
    halfWidth: 0.75,
    height: 1,
    parts: [
      body(union(
        ellipse(0, 0.58, 0.4, 0.16),
        capsule(0.3, 0.62, 0.46, 0.86, 0.085),
        capsule(0.46, 0.88, 0.64, 0.76, 0.06),
        legs([-0.3, -0.2, 0.2, 0.3], 0.52, 0.04),
        capsule(-0.4, 0.64, -0.52, 0.34, 0.045),
      )),
      accent(capsule(0.33, 0.72, 0.44, 0.94, 0.035)),
    ],
  },
  deer: {
    halfWidth: 0.6,
    height: 1,
    parts: [
      body(union(
        ellipse(0, 0.52, 0.3, 0.13),
        capsule(0.24, 0.56, 0.34, 0.76, 0.06),
        capsule(0.34, 0.78, 0.48, 0.72, 0.05),
        legs([-0.22, -0.14, 0.14, 0.22], 0.46, 0.028),
        capsule(0.32, 0.82, 0.26, 0.98, 0.015),
        capsule(0.29, 0.9, 0.2, 0.96, 0.014),
        capsule(0.36, 0.82, 0.42, 0.98, 0.015),
        capsule(0.39, 0.9, 0.48, 0.95, 0.014),
      )),
      accent(circle(-0.3, 0.55, 0.05)),
    ],
  },
  person: {
    halfWidth: 0.3,
    height: 1,
    parts: [
      body(union(capsule(0, 0.74, 0, 0.46, 0.1), capsule(0, 0.74, -0.17, 0.48, 0.035), capsule(0, 0.74, 0.17, 0.48, 0.035))),
      dark(union(capsule(-0.04, 0.44, -0.08, 0.02, 0.045), capsule(0.04, 0.44, 0.08, 0.02, 0.045))),
      accent(circle(0, 0.9, 0.08)),
    ],
  },
  tree: {
    halfWidth: 0.36,
    height: 1,
    parts: [
      dark(box(0, 0.1, 0.045, 0.12)),
      body(union(tri(-0.34, 0.14, 0.34, 0.14, 0, 0.56), tri(-0.27, 0.38, 0.27, 0.38, 0, 0.78), tri(-0.19, 0.6, 0.19, 0.6, 0, 1))),
    ],
  },
  house: {
    halfWidth: 0.55,
    height: 1,
    parts: [
      body(box(0, 0.3, 0.4, 0.3)),
      dark(box(0.26, 0.82, 0.05, 0.12)),
      accent(tri(-0.5, 0.56, 0.5, 0.56, 0, 0.94)),
      dark(box(0.15, 0.13, 0.07, 0.13)),
      light(box(-0.18, 0.34, 0.09, 0.08)),
    ],
  },
  lighthouse: {
    halfWidth: 0.45,
    height: 1,
    parts: [
      dark(ellipse(0, 0.02, 0.42, 0.07)),
      body(trapezoid(0, 0.03, towerHw(0.03), 0.78, towerHw(0.78))),
      accent(trapezoid(0, 0.18, towerHw(0.18), 0.3, towerHw(0.3))),
      accent(trapezoid(0, 0.46, towerHw(0.46), 0.58, towerHw(0.58))),
      dark(box(0, 0.8, 0.12, 0.02)),
      light(box(0, 0.86, 0.075, 0.05)),
      dark(tri(-0.11, 0.9, 0.11, 0.9, 0, 1)),
    ],
  },
  castle: {
    halfWidth: 0.6,
    height: 1,
    parts: [
      body(union(
        box(0, 0.3, 0.42, 0.3),
        box(-0.42, 0.4, 0.1, 0.4),
        box(0.42, 0.4, 0.1, 0.4),
        ...[-0.26, -0.1, 0.06, 0.22].map((x) => box(x + 0.02, 0.64, 0.045, 0.05)),
      )),
      accent(union(tri(-0.55, 0.8, -0.29, 0.8, -0.42, 1), tri(0.29, 0.8, 0.55, 0.8, 0.42, 1))),
      dark(union(box(0, 0.1, 0.1, 0.1), circle(0, 0.2, 0.1))),
      light(union(box(-0.42, 0.55, 0.03, 0.05), box(0.42, 0.55, 0.03, 0.05), box(-0.2, 0.38, 0.03, 0.05), box(0.2, 0.38, 0.03, 0.05))),
    ],
  },
  boat: {
    halfWidth: 0.55,
    height: 1,
    parts: [
      body(trapezoid(0, 0, 0.32, 0.16, 0.48)),
      dark(box(0, 0.55, 0.016, 0.4)),
      accent(union(tri(0.03, 0.22, 0.03, 0.92, 0.4, 0.24), tri(-0.03, 0.24, -0.03, 0.78, -0.3, 0.26))),
    ],
  },
  car: {
    halfWidth: 0.6,
    height: 0.62,
    parts: [
      body(union(box(0, 0.24, 0.52, 0.12, 0.05), trapezoid(-0.03, 0.34, 0.32, 0.55, 0.2))),
      light(union(trapezoid(-0.12, 0.37, 0.15, 0.5, 0.09), trapezoid(0.12, 0.37, 0.12, 0.5, 0.08))),
      dark(union(circle(-0.3, 0.1, 0.1), circle(0.3, 0.1, 0.1))),
      light(box(0.5, 0.26, 0.03, 0.025)),
    ],
  },
};

/** Animals turn either way; buildings, boats and trees look the same mirrored or are drawn as they are. */
export const MIRRORED = new Set<SubjectKind>(['fox', 'cat', 'dog', 'horse', 'deer', 'car', 'boat']);

/** Coverage in [0, 1] of a part at a point, for an edge about one pixel wide (`pxPerUnit` pixels per unit). */
export function coverage(part: Part, x: number, y: number, pxPerUnit: number): number {
  const d = part.sdf(x, y) * pxPerUnit;
  return d >= 0.5 ? 0 : d <= -0.5 ? 1 : 0.5 - d;
}
