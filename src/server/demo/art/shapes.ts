/** What every device drawing is made of: the drawing context and a few SVG shape helpers. */

import type { Palette } from './palette.ts';

export interface Drawing {
  /** Extra <defs> content (clip paths, patterns). */
  defs?: string;
  /** Soft ground shadows, drawn before the device. */
  shadows: ReadonlyArray<{ cx: number; cy: number; rx: number; ry: number }>;
  /** The device itself, drawn with a drop shadow filter. */
  body: string;
}

export type Ids = (name: string) => string;

export interface Ctx {
  p: Palette;
  id: Ids;
  url: (name: string) => string;
  name: string;
}

export const GLASS_DARK = '#0c0e13';

export const METAL = '#c7ccd4';

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Abstract "wallpaper" for screens: two soft discs and a wave in the palette colours. */
export function wallpaper(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { p } = c;
  return [
    rect(x, y, w, h, 0, c.url('screen')),
    circle(x + w * 0.25, y + h * 0.3, Math.min(w, h) * 0.45, p.accentLight, 'opacity="0.35"'),
    circle(x + w * 0.85, y + h * 0.85, Math.min(w, h) * 0.55, p.accent, 'opacity="0.35"'),
    path(
      `M${x} ${y + h * 0.7} C${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.6} ${y + h * 0.95} ${x + w} ${y + h * 0.72} V${y + h} H${x} Z`,
      p.contrast,
      'opacity="0.35"',
    ),
  ].join('');
}

/** Diagonal glass reflection over a screen area. */
export function glare(c: Ctx, x: number, y: number, w: number, h: number): string {
  return path(`M${x} ${y} H${x + w * 0.55} L${x + w * 0.2} ${y + h} H${x} Z`, c.url('sheen'));
}
