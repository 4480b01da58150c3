/** Colours of a drawing, derived from the product's slug: the same slug always gets the same palette. */

/** 32-bit FNV-1a hash: small, stable and good enough to spread slugs over the colour wheel. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** HSL (degrees, percent, percent) to #rrggbb, so the SVG only uses the most portable colour syntax. */
function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(Math.max(s, 0), 100) / 100;
  const lig = Math.min(Math.max(l, 0), 100) / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t0: number): string => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let c: number;
    if (t < 1 / 6) c = p + (q - p) * 6 * t;
    else if (t < 1 / 2) c = q;
    else if (t < 2 / 3) c = p + (q - p) * (2 / 3 - t) * 6;
    else c = p;
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

type Finish = 'graphite' | 'silver' | 'tinted';

export interface Palette {
  /** Prefix for element ids, unique per slug so several SVGs can be inlined in one page. */
  id: string;
  hash: number;
  hue: number;
  finish: Finish;
  bgA: string;
  bgB: string;
  blob: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  /** Complementary accent, e.g. for a second Joy-Con or a third activity ring. */
  contrast: string;
  body: string;
  bodyLight: string;
  bodyEdge: string;
  /** Secondary parts: keycaps, buttons, sliders. */
  trim: string;
  screenA: string;
  screenB: string;
}

export function makePalette(slug: string): Palette {
  const hash = hashString(slug);
  const hue = hash % 360;
  const finishes: readonly Finish[] = ['graphite', 'silver', 'tinted'];
  const finish = finishes[(hash >>> 10) % finishes.length] ?? 'graphite';
  const bodies: Record<Finish, Pick<Palette, 'body' | 'bodyLight' | 'bodyEdge' | 'trim'>> = {
    graphite: { body: '#2b303b', bodyLight: '#4a5263', bodyEdge: '#181b22', trim: '#3b4250' },
    silver: { body: '#d9dde4', bodyLight: '#f6f7f9', bodyEdge: '#a9afba', trim: '#eef0f3' },
    tinted: {
      body: hsl(hue + 180, 16, 38),
      bodyLight: hsl(hue + 180, 16, 56),
      bodyEdge: hsl(hue + 180, 18, 22),
      trim: hsl(hue + 180, 14, 48),
    },
  };
  return {
    id: `eb${hash.toString(36)}`,
    hash,
    hue,
    finish,
    bgA: hsl(hue, 75, 96),
    bgB: hsl(hue + 35, 60, 83),
    blob: hsl(hue + 15, 70, 90),
    accent: hsl(hue + 20, 75, 55),
    accentLight: hsl(hue + 30, 85, 72),
    accentDark: hsl(hue + 10, 65, 36),
    contrast: hsl(hue + 190, 70, 55),
    ...bodies[finish],
    screenA: hsl(hue + 210, 65, 22),
    screenB: hsl(hue + 250, 75, 58),
  };
}
