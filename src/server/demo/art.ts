/**
 * Original, font-free SVG illustrations for the demo catalogue.
 *
 * Every product gets a flat, stylised drawing of its kind of device (phone, laptop, headphones, ...)
 * built only from basic shapes and gradients. The colour palette is derived deterministically from
 * the slug, so two products of the same kind still look different, and re-running the seed always
 * produces identical artwork. No <text>, fonts, scripts or external references are used, so the
 * output renders the same everywhere (librsvg via sharp, browsers).
 */
import type { DemoProduct } from './catalogue.ts';

export type ArtProduct = Pick<DemoProduct, 'slug' | 'category' | 'name' | 'brand'>;

export type DeviceKind =
  | 'phone'
  | 'laptop'
  | 'headphones'
  | 'earbuds'
  | 'speaker'
  | 'soundbar'
  | 'console'
  | 'controller'
  | 'handheld'
  | 'camera'
  | 'action-camera'
  | 'instant-camera'
  | 'mouse'
  | 'keyboard'
  | 'charger'
  | 'ssd'
  | 'cable'
  | 'watch'
  | 'round-watch'
  | 'fitness-band'
  | 'tv'
  | 'gadget';

const WIDTH = 800;
const HEIGHT = 600;

// ---------------------------------------------------------------- colour helpers

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

interface Palette {
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

function makePalette(slug: string): Palette {
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

// ---------------------------------------------------------------- device selection

const CATEGORY_DEFAULTS: Readonly<Record<string, DeviceKind>> = {
  phones: 'phone',
  phone: 'phone',
  smartphones: 'phone',
  laptops: 'laptop',
  computers: 'laptop',
  audio: 'headphones',
  headphones: 'headphones',
  gaming: 'controller',
  cameras: 'camera',
  wearables: 'watch',
  tv: 'tv',
  tvs: 'tv',
  television: 'tv',
  accessories: 'gadget',
  peripherals: 'mouse',
};

/** Keyword rules on the product name (and brand), checked in order; the first match wins. */
const NAME_RULES: ReadonlyArray<readonly [RegExp, DeviceKind]> = [
  [/\bmouse\b/i, 'mouse'],
  [/keyboard/i, 'keyboard'],
  [/earbuds|airpods|\bbuds\b/i, 'earbuds'],
  [/headphones?|headset/i, 'headphones'],
  [/soundbar/i, 'soundbar'],
  [/speaker/i, 'speaker'],
  [/controller|gamepad/i, 'controller'],
  [/playstation|xbox series|console/i, 'console'],
  [/switch|steam deck|handheld/i, 'handheld'],
  [/galaxy watch|forerunner|garmin/i, 'round-watch'],
  [/watch/i, 'watch'],
  [/tracker|fitness band/i, 'fitness-band'],
  [/action camera|gopro/i, 'action-camera'],
  [/instant camera|instax/i, 'instant-camera'],
  [/charger/i, 'charger'],
  [/\bssd\b|hard drive/i, 'ssd'],
  [/cable/i, 'cable'],
  [/\btv\b|television/i, 'tv'],
  [/laptop|macbook|notebook|thinkpad|chromebook/i, 'laptop'],
  [/camera/i, 'camera'],
  [/iphone|galaxy s\d|pixel \d|smartphone/i, 'phone'],
];

/** Which device illustration a product gets: by keywords in its name first, then by category. */
export function deviceKindFor(product: ArtProduct): DeviceKind {
  const haystack = `${product.name} ${product.brand}`;
  for (const [pattern, kind] of NAME_RULES) {
    if (pattern.test(haystack)) return kind;
  }
  return CATEGORY_DEFAULTS[product.category.trim().toLowerCase()] ?? 'gadget';
}

// ---------------------------------------------------------------- drawing helpers

interface Drawing {
  /** Extra <defs> content (clip paths, patterns). */
  defs?: string;
  /** Soft ground shadows, drawn before the device. */
  shadows: ReadonlyArray<{ cx: number; cy: number; rx: number; ry: number }>;
  /** The device itself, drawn with a drop shadow filter. */
  body: string;
}

type Ids = (name: string) => string;

interface Ctx {
  p: Palette;
  id: Ids;
  url: (name: string) => string;
  name: string;
}

const GLASS_DARK = '#0c0e13';
const METAL = '#c7ccd4';

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Abstract "wallpaper" for screens: two soft discs and a wave in the palette colours. */
function wallpaper(c: Ctx, x: number, y: number, w: number, h: number): string {
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
function glare(c: Ctx, x: number, y: number, w: number, h: number): string {
  return path(`M${x} ${y} H${x + w * 0.55} L${x + w * 0.2} ${y + h} H${x} Z`, c.url('sheen'));
}

// ---------------------------------------------------------------- devices

function drawPhone(c: Ctx): Drawing {
  const { p } = c;
  // Back of a second unit, tilted behind the front view.
  const back = `<g transform="rotate(-9 330 300)">${[
    rect(235, 110, 190, 380, 34, c.url('body')),
    rect(235, 110, 190, 380, 34, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
    rect(252, 128, 96, 96, 26, p.bodyEdge, 'opacity="0.55"'),
    circle(276, 152, 17, GLASS_DARK, `stroke="${p.trim}" stroke-width="4"`),
    circle(276, 200, 17, GLASS_DARK, `stroke="${p.trim}" stroke-width="4"`),
    circle(322, 176, 17, GLASS_DARK, `stroke="${p.trim}" stroke-width="4"`),
    circle(271, 147, 5, '#ffffff', 'opacity="0.35"'),
    circle(317, 171, 5, '#ffffff', 'opacity="0.35"'),
    circle(271, 195, 5, '#ffffff', 'opacity="0.35"'),
    circle(325, 207, 6, p.accentLight),
    circle(330, 360, 22, p.bodyLight, 'opacity="0.35"'),
  ].join('')}</g>`;
  const screen = { x: 382, y: 112, w: 180, h: 376 };
  const front = `<g transform="rotate(6 470 300)">${[
    rect(372, 102, 200, 396, 38, p.bodyEdge),
    rect(374, 104, 196, 392, 36, c.url('body'), 'opacity="0.35"'),
    `<g clip-path="url(#${c.id('phoneScreen')})">${wallpaper(c, screen.x, screen.y, screen.w, screen.h)}${[
      rect(screen.x + 24, screen.y + 70, 132, 40, 12, '#ffffff', 'opacity="0.22"'),
      ...[0, 1, 2, 3].map((i) =>
        rect(screen.x + 24 + i * 36, screen.y + 290, 24, 24, 7, '#ffffff', 'opacity="0.3"'),
      ),
      rect(screen.x + 20, screen.y + 330, 140, 32, 16, '#ffffff', 'opacity="0.2"'),
    ].join('')}${glare(c, screen.x, screen.y, screen.w, screen.h)}</g>`,
    rect(442, 126, 60, 18, 9, GLASS_DARK),
    rect(570, 190, 5, 60, 2, p.trim),
  ].join('')}</g>`;
  return {
    defs: `<clipPath id="${c.id('phoneScreen')}">${rect(screen.x, screen.y, screen.w, screen.h, 28, '#000')}</clipPath>`,
    shadows: [{ cx: 410, cy: 508, rx: 215, ry: 22 }],
    body: back + front,
  };
}

function drawLaptop(c: Ctx): Drawing {
  const { p } = c;
  const s = { x: 206, y: 124, w: 388, h: 246 };
  return {
    defs: `<clipPath id="${c.id('lapScreen')}">${rect(s.x, s.y, s.w, s.h, 4, '#000')}</clipPath>`,
    shadows: [{ cx: 400, cy: 434, rx: 320, ry: 20 }],
    body: [
      rect(184, 102, 432, 290, 18, c.url('body')),
      rect(192, 110, 416, 276, 12, GLASS_DARK),
      `<g clip-path="url(#${c.id('lapScreen')})">${wallpaper(c, s.x, s.y, s.w, s.h)}`,
      rect(s.x, s.y, s.w, 16, 0, '#000000', 'opacity="0.35"'),
      // Mirror the desktop layout for half of the products so the laptops do not all look alike.
      `<g${p.hash & 1 ? ` transform="translate(${2 * s.x + s.w} 0) scale(-1 1)"` : ''}>`,
      rect(s.x + 30, s.y + 44, 200, 140, 10, '#ffffff', 'opacity="0.85"'),
      rect(s.x + 30, s.y + 44, 200, 22, 10, p.accent),
      rect(s.x + 46, s.y + 82, 120, 10, 5, p.screenA, 'opacity="0.35"'),
      rect(s.x + 46, s.y + 102, 160, 10, 5, p.screenA, 'opacity="0.2"'),
      rect(s.x + 46, s.y + 122, 140, 10, 5, p.screenA, 'opacity="0.2"'),
      rect(s.x + 46, s.y + 146, 60, 22, 8, p.accentLight),
      rect(s.x + 250, s.y + 84, 110, 120, 10, '#ffffff', 'opacity="0.55"'),
      circle(s.x + 305, s.y + 132, 30, p.contrast, 'opacity="0.8"'),
      rect(s.x + 140, s.y + 218, 108, 20, 10, '#ffffff', 'opacity="0.35"'),
      '</g>',
      glare(c, s.x, s.y, s.w, s.h),
      '</g>',
      circle(400, 117, 3, '#2c3038'),
      path('M116 392 H684 L668 420 Q663 428 650 428 H150 Q137 428 132 420 Z', c.url('body')),
      rect(116, 390, 568, 7, 3, p.bodyLight),
      rect(354, 392, 92, 9, 4, p.bodyEdge, 'opacity="0.6"'),
      path('M132 420 Q137 428 150 428 H650 Q663 428 668 420 Z', p.bodyEdge, 'opacity="0.5"'),
    ].join(''),
  };
}

function drawHeadphones(c: Ctx): Drawing {
  const { p } = c;
  const band = 'M226 330 C226 110 574 110 574 330';
  const cup = (x: number, cushionX: number): string =>
    [
      rect(x, 300, 116, 180, 54, c.url('body')),
      rect(x, 300, 116, 180, 54, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(x + 20, 330, 76, 120, 36, p.bodyLight, 'opacity="0.25"'),
      circle(x + 58, 390, 16, p.accent),
      circle(x + 58, 390, 7, p.accentLight),
      rect(cushionX, 312, 40, 156, 20, p.bodyEdge),
    ].join('');
  return {
    shadows: [{ cx: 400, cy: 505, rx: 230, ry: 22 }],
    body: [
      path(band, 'none', `stroke="${p.bodyEdge}" stroke-width="36" stroke-linecap="round"`),
      path(band, 'none', `stroke="${p.body}" stroke-width="26" stroke-linecap="round"`),
      // The band is about 538 units long: a centred accent stripe and a highlight on its left shoulder.
      path(
        band,
        'none',
        `stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 150 238 400"`,
      ),
      path(
        band,
        'none',
        `stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 70 70 600" opacity="0.3"`,
      ),
      rect(212, 270, 28, 70, 10, p.trim),
      rect(560, 270, 28, 70, 10, p.trim),
      cup(178, 276),
      cup(506, 484),
    ].join(''),
  };
}

function drawEarbuds(c: Ctx): Drawing {
  const { p } = c;
  const bud = [
    rect(-15, 8, 30, 124, 15, c.url('body')),
    rect(-15, 118, 30, 14, 7, p.trim),
    circle(0, 0, 38, c.url('body')),
    path('M14 -30 A34 34 0 0 1 36 12 Q30 18 22 14 Q10 -6 14 -30 Z', p.bodyEdge, 'opacity="0.8"'),
    circle(-12, -12, 8, p.bodyEdge, 'opacity="0.5"'),
    circle(-12, -14, 12, '#ffffff', 'opacity="0.18"'),
  ].join('');
  return {
    shadows: [{ cx: 400, cy: 492, rx: 170, ry: 18 }],
    body: [
      `<g transform="translate(335 165) rotate(-14)">${bud}</g>`,
      `<g transform="translate(465 165) scale(-1 1) rotate(-14)">${bud}</g>`,
      rect(272, 292, 256, 190, 70, c.url('body')),
      rect(272, 292, 256, 190, 70, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      path('M274 350 H526', 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(300, 304, 200, 16, 8, '#ffffff', 'opacity="0.25"'),
      circle(400, 416, 6, p.accent),
      circle(400, 416, 12, p.accent, 'opacity="0.25"'),
    ].join(''),
  };
}

function grillePattern(c: Ctx, colour: string): string {
  return `<pattern id="${c.id('grille')}" width="12" height="12" patternUnits="userSpaceOnUse">${circle(6, 6, 2.4, colour, 'opacity="0.55"')}</pattern>`;
}

function drawSpeaker(c: Ctx): Drawing {
  const { p } = c;
  return {
    defs: grillePattern(c, p.bodyEdge),
    shadows: [{ cx: 400, cy: 440, rx: 250, ry: 20 }],
    body: [
      rect(168, 212, 464, 206, 103, c.url('accent')),
      rect(236, 212, 328, 206, 0, c.url('body')),
      rect(236, 212, 328, 206, 0, c.url('grille')),
      rect(236, 212, 328, 206, 0, c.url('bodyShade')),
      rect(370, 298, 60, 34, 10, p.accent),
      rect(384, 310, 32, 10, 5, '#ffffff', 'opacity="0.7"'),
      ...[-1, 0, 1].map((i) => rect(382 + i * 30, 200, 20, 12, 5, p.accentDark)),
      circle(202, 315, 32, p.accentDark, 'opacity="0.45"'),
      circle(598, 315, 32, p.accentDark, 'opacity="0.45"'),
      rect(190, 226, 420, 16, 8, '#ffffff', 'opacity="0.2"'),
      rect(300, 412, 200, 16, 8, p.bodyEdge),
    ].join(''),
  };
}

function drawSoundbar(c: Ctx): Drawing {
  const { p } = c;
  return {
    defs: grillePattern(c, p.bodyEdge),
    shadows: [{ cx: 400, cy: 392, rx: 320, ry: 18 }],
    body: [
      // The wall-mounted TV it sits under, kept low-key so the soundbar stays the subject.
      rect(170, 60, 460, 196, 8, '#15171d', 'opacity="0.9"'),
      rect(178, 68, 444, 180, 3, c.url('screen'), 'opacity="0.75"'),
      circle(520, 130, 28, p.accentLight, 'opacity="0.6"'),
      path(
        'M178 232 L280 160 L350 206 L440 140 L560 220 L622 186 V248 H178 Z',
        p.accentDark,
        'opacity="0.5"',
      ),
      rect(104, 282, 592, 96, 44, c.url('body')),
      rect(128, 292, 544, 76, 34, c.url('grille')),
      rect(104, 282, 592, 96, 44, c.url('bodyShade')),
      rect(140, 288, 520, 10, 5, '#ffffff', 'opacity="0.25"'),
      rect(370, 356, 60, 6, 3, p.accentLight),
      circle(400, 330, 8, p.accent),
    ].join(''),
  };
}

function controllerShape(c: Ctx): string {
  const { p } = c;
  const outline =
    'M262 214 Q400 192 538 214 Q612 226 642 302 Q674 392 652 446 Q632 482 590 466 Q558 452 534 404 Q520 380 490 380 H310 Q280 380 266 404 Q242 452 210 466 Q168 482 148 446 Q126 392 158 302 Q188 226 262 214 Z';
  const faceButtons: ReadonlyArray<readonly [number, number, string]> = [
    [532, 262, p.accent],
    [558, 288, p.contrast],
    [532, 314, p.accentLight],
    [506, 288, p.bodyLight],
  ];
  const stick = (x: number, y: number): string =>
    [circle(x, y, 32, p.bodyEdge), circle(x, y, 24, p.trim), circle(x, y, 17, c.url('bodyShadeRadial'))].join(
      '',
    );
  return [
    rect(214, 194, 110, 26, 12, p.bodyEdge),
    rect(476, 194, 110, 26, 12, p.bodyEdge),
    path(outline, c.url('body')),
    path(outline, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
    path(
      'M270 232 Q400 212 530 232',
      'none',
      `stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.18"`,
    ),
    rect(246, 276, 52, 20, 5, p.bodyEdge),
    rect(262, 260, 20, 52, 5, p.bodyEdge),
    circle(272, 286, 6, p.trim),
    ...faceButtons.map(([x, y, fill]) => circle(x, y, 13, fill, `stroke="${p.bodyEdge}" stroke-width="2"`)),
    rect(352, 242, 96, 56, 14, p.bodyEdge, 'opacity="0.35"'),
    circle(400, 326, 10, p.accent),
    circle(354, 320, 6, p.bodyEdge),
    circle(446, 320, 6, p.bodyEdge),
    stick(336, 352),
    stick(464, 352),
  ].join('');
}

function drawController(c: Ctx): Drawing {
  return { shadows: [{ cx: 400, cy: 488, rx: 250, ry: 22 }], body: controllerShape(c) };
}

function drawConsole(c: Ctx): Drawing {
  const { p } = c;
  const shell = '#f3f4f7';
  const shellEdge = '#c9ced8';
  return {
    shadows: [
      { cx: 290, cy: 498, rx: 130, ry: 16 },
      { cx: 540, cy: 532, rx: 150, ry: 14 },
    ],
    body: [
      `<g transform="translate(-110 0)">`,
      rect(365, 96, 70, 396, 12, '#15171d'),
      path(
        'M365 102 C318 116 306 160 310 300 C314 440 326 480 365 490 Z',
        shell,
        `stroke="${shellEdge}" stroke-width="3"`,
      ),
      path(
        'M435 102 C482 116 494 160 490 300 C486 440 474 480 435 490 Z',
        shell,
        `stroke="${shellEdge}" stroke-width="3"`,
      ),
      path(
        'M468 150 C480 220 480 380 466 456',
        'none',
        `stroke="#000000" stroke-width="10" stroke-linecap="round" opacity="0.06"`,
      ),
      path(
        'M332 150 C322 220 322 380 334 456',
        'none',
        `stroke="#000000" stroke-width="6" stroke-linecap="round" opacity="0.05"`,
      ),
      rect(433, 108, 4, 376, 2, p.accentLight),
      rect(363, 108, 4, 376, 2, p.accentLight),
      rect(380, 140, 40, 6, 3, '#2c3038'),
      circle(400, 440, 5, p.accent),
      '</g>',
      `<g transform="translate(332 272) scale(0.52)">${controllerShape(c)}</g>`,
    ].join(''),
  };
}

function drawHandheld(c: Ctx): Drawing {
  const { p } = c;
  const isSwitch = /switch/i.test(c.name);
  const left = isSwitch ? p.accent : p.body;
  const right = isSwitch ? p.contrast : p.body;
  const s = { x: 232, y: 218, w: 336, h: 190 };
  const buttons = (cx: number, cy: number): string =>
    [
      [0, -20],
      [20, 0],
      [0, 20],
      [-20, 0],
    ]
      .map(([dx = 0, dy = 0]) => circle(cx + dx, cy + dy, 9, p.bodyEdge, 'opacity="0.75"'))
      .join('');
  const stick = (cx: number, cy: number): string =>
    circle(cx, cy, 25, p.bodyEdge) +
    circle(cx, cy, 19, p.trim) +
    circle(cx, cy, 13, c.url('bodyShadeRadial'));
  return {
    defs: `<clipPath id="${c.id('hhScreen')}">${rect(s.x, s.y, s.w, s.h, 6, '#000')}</clipPath>`,
    shadows: [{ cx: 400, cy: 452, rx: 300, ry: 20 }],
    body: [
      rect(118, 196, 200, 234, 72, left),
      rect(482, 196, 200, 234, 72, right),
      rect(212, 196, 376, 234, 10, isSwitch ? '#1b1e25' : p.bodyEdge),
      rect(118, 196, 564, 234, 72, c.url('bodyShade')),
      `<g clip-path="url(#${c.id('hhScreen')})">${wallpaper(c, s.x, s.y, s.w, s.h)}`,
      circle(s.x + 110, s.y + 100, 36, '#ffffff', 'opacity="0.25"'),
      rect(s.x + 170, s.y + 60, 120, 70, 10, '#ffffff', 'opacity="0.3"'),
      glare(c, s.x, s.y, s.w, s.h),
      '</g>',
      stick(166, isSwitch ? 262 : 258),
      isSwitch ? buttons(166, 350) : stick(166, 360),
      isSwitch ? buttons(634, 262) : buttons(634, 262),
      stick(634, 356),
      rect(150, 206, 40, 8, 4, '#ffffff', 'opacity="0.4"'),
      rect(610, 206, 40, 8, 4, '#ffffff', 'opacity="0.4"'),
    ].join(''),
  };
}

function lens(c: Ctx, cx: number, cy: number, r: number, ring: string): string {
  const { p } = c;
  return [
    circle(cx, cy, r, '#1b1e25'),
    circle(cx, cy, r - 10, 'none', `stroke="#2f343e" stroke-width="14" stroke-dasharray="3 5"`),
    circle(cx, cy, r - 24, ring, 'opacity="0.9"'),
    circle(cx, cy, r - 28, '#12141a'),
    circle(cx, cy, r - 40, c.url('glass')),
    circle(cx, cy, r - 60, '#000000', 'opacity="0.55"'),
    circle(cx - r * 0.22, cy - r * 0.22, r * 0.2, '#ffffff', 'opacity="0.22"'),
    circle(cx + r * 0.28, cy + r * 0.26, r * 0.07, '#ffffff', 'opacity="0.18"'),
    circle(cx, cy, r - 40, 'none', `stroke="${p.accentLight}" stroke-width="2" opacity="0.4"`),
  ].join('');
}

function drawCamera(c: Ctx): Drawing {
  const { p } = c;
  return {
    shadows: [{ cx: 400, cy: 462, rx: 270, ry: 22 }],
    body: [
      path('M322 206 L344 156 H456 L478 206 Z', c.url('body')),
      rect(376, 168, 48, 22, 6, p.bodyEdge, 'opacity="0.6"'),
      rect(500, 180, 62, 24, 8, p.trim),
      rect(512, 176, 38, 8, 4, p.bodyLight),
      rect(186, 200, 428, 244, 30, c.url('body')),
      path('M216 200 H302 V444 H216 Q186 444 186 414 V230 Q186 200 216 200 Z', p.bodyEdge),
      path('M216 200 H302 V444 H216 Q186 444 186 414 V230 Q186 200 216 200 Z', c.url('grain')),
      path('M250 198 Q250 184 236 184 H220 Q206 184 206 198 Z', p.trim),
      `<ellipse cx="228" cy="186" rx="26" ry="9" fill="${p.accent}"/>`,
      rect(200, 214, 400, 10, 5, '#ffffff', 'opacity="0.18"'),
      circle(572, 238, 9, p.accentLight),
      rect(608, 250, 14, 34, 5, p.trim),
      rect(178, 250, 14, 34, 5, p.trim),
      circle(420, 326, 122, p.bodyEdge),
      lens(c, 420, 326, 112, p.accent),
    ].join(''),
  };
}

function drawActionCamera(c: Ctx): Drawing {
  const { p } = c;
  return {
    defs: `<clipPath id="${c.id('acScreen')}">${rect(294, 214, 96, 80, 10, '#000')}</clipPath>`,
    shadows: [{ cx: 400, cy: 476, rx: 190, ry: 18 }],
    body: [
      rect(372, 400, 18, 56, 6, p.bodyEdge),
      rect(410, 400, 18, 56, 6, p.bodyEdge),
      rect(330, 446, 140, 20, 8, p.trim),
      rect(270, 166, 260, 240, 30, c.url('body')),
      rect(270, 166, 260, 240, 30, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(446, 154, 60, 16, 6, p.accent),
      rect(284, 180, 232, 14, 7, '#ffffff', 'opacity="0.2"'),
      `<g clip-path="url(#${c.id('acScreen')})">${wallpaper(c, 294, 214, 96, 80)}</g>`,
      rect(294, 214, 96, 80, 10, 'none', `stroke="${GLASS_DARK}" stroke-width="5"`),
      rect(404, 206, 112, 112, 24, GLASS_DARK),
      lens(c, 460, 262, 48, p.accentDark),
      ...[0, 1, 2, 3, 4].map((i) => rect(296 + i * 18, 336, 8, 50, 4, p.bodyEdge, 'opacity="0.6"')),
      circle(500, 370, 8, p.accentLight),
    ].join(''),
  };
}

function drawInstantCamera(c: Ctx): Drawing {
  const { p } = c;
  return {
    shadows: [{ cx: 400, cy: 480, rx: 210, ry: 20 }],
    body: [
      rect(306, 78, 188, 120, 6, '#fbfbf8', `stroke="#dfe1e5" stroke-width="2"`),
      rect(320, 92, 160, 100, 2, c.url('screen')),
      circle(440, 120, 16, p.accentLight, 'opacity="0.8"'),
      path('M320 192 L370 140 L410 172 L440 150 L480 186 V192 Z', p.screenA, 'opacity="0.6"'),
      rect(226, 156, 348, 308, 64, c.url('accent')),
      rect(226, 156, 348, 308, 64, 'none', `stroke="${p.accentDark}" stroke-width="3" opacity="0.5"`),
      rect(252, 176, 296, 18, 9, '#ffffff', 'opacity="0.35"'),
      rect(262, 196, 96, 58, 14, '#fdfdfd', 'opacity="0.9"'),
      ...[0, 1, 2].map((i) => rect(272, 208 + i * 14, 76, 6, 3, p.accentLight, 'opacity="0.6"')),
      rect(460, 200, 60, 42, 12, GLASS_DARK),
      circle(478, 214, 6, '#ffffff', 'opacity="0.3"'),
      circle(400, 340, 104, p.accentLight),
      circle(400, 340, 92, '#f4f4f2'),
      lens(c, 400, 340, 76, p.accent),
      circle(526, 420, 14, p.accentDark),
    ].join(''),
  };
}

function drawMouse(c: Ctx): Drawing {
  const { p } = c;
  const shell =
    'M400 128 C458 128 488 172 496 236 C506 320 512 404 472 450 C442 484 358 484 328 450 C288 404 294 320 304 236 C312 172 342 128 400 128 Z';
  return {
    shadows: [{ cx: 406, cy: 470, rx: 150, ry: 20 }],
    body: [
      `<g transform="rotate(-8 400 300)">`,
      rect(140, 96, 520, 420, 34, p.accentLight, 'opacity="0.5"'),
      rect(152, 108, 496, 396, 26, 'none', `stroke="#ffffff" stroke-width="2" opacity="0.5"`),
      `</g>`,
      `<g transform="rotate(-12 400 300)">`,
      path(shell, c.url('body')),
      path(shell, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      path('M400 136 V262', 'none', `stroke="${p.bodyEdge}" stroke-width="4"`),
      path('M300 252 Q400 284 500 252', 'none', `stroke="${p.bodyEdge}" stroke-width="3" opacity="0.5"`),
      rect(386, 172, 28, 62, 14, GLASS_DARK),
      ...[0, 1, 2, 3, 4].map((i) => rect(390, 180 + i * 10, 20, 4, 2, p.trim)),
      circle(400, 250, 5, p.accent),
      path('M298 300 C276 330 280 390 312 420 L322 404 C300 380 298 336 310 310 Z', p.bodyEdge),
      rect(284, 286, 16, 34, 7, p.accent),
      rect(286, 326, 14, 30, 7, p.trim),
      path(
        'M330 200 C346 160 372 146 392 142',
        'none',
        'stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.3"',
      ),
      rect(384, 450, 32, 8, 4, p.accentLight),
      `</g>`,
    ].join(''),
  };
}

function drawKeyboard(c: Ctx): Drawing {
  const { p } = c;
  const unit = 36;
  const rows: ReadonlyArray<readonly number[]> = [
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
    [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
    [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
    [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.75],
    [1.25, 1.25, 1.25, 6.25, 1, 1, 1, 1, 1],
  ];
  const keys: string[] = [];
  rows.forEach((row, r) => {
    let x = 130;
    const y = 212 + r * 32;
    const h = r === 0 ? 24 : 28;
    row.forEach((w, k) => {
      const width = w * unit - 5;
      const isAccent = (r === 0 && k === 0) || (r === 3 && k === row.length - 1);
      const top = isAccent ? p.accent : p.trim;
      keys.push(rect(x, y + 3, width, h, 6, p.bodyEdge, 'opacity="0.8"'));
      keys.push(rect(x, y, width, h - 2, 6, top));
      keys.push(rect(x + 4, y + 3, width - 8, h - 10, 4, '#ffffff', 'opacity="0.1"'));
      x += w * unit;
    });
  });
  return {
    shadows: [{ cx: 400, cy: 432, rx: 320, ry: 20 }],
    body: [
      rect(110, 190, 580, 226, 22, c.url('body')),
      rect(110, 190, 580, 226, 22, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(118, 400, 564, 12, 6, p.bodyEdge, 'opacity="0.45"'),
      ...keys,
      circle(662, 200, 3, p.accentLight),
    ].join(''),
  };
}

function drawCharger(c: Ctx): Drawing {
  const { p } = c;
  return {
    shadows: [
      { cx: 340, cy: 422, rx: 130, ry: 16 },
      { cx: 600, cy: 470, rx: 70, ry: 10 },
    ],
    body: [
      path(
        'M340 392 C340 470 460 490 530 448 C580 418 596 380 602 340',
        'none',
        `stroke="${p.accentDark}" stroke-width="16" stroke-linecap="round"`,
      ),
      path(
        'M340 392 C340 470 460 490 530 448 C580 418 596 380 602 340',
        'none',
        `stroke="${p.accent}" stroke-width="10" stroke-linecap="round"`,
      ),
      rect(306, 132, 14, 64, 4, METAL),
      rect(360, 132, 14, 64, 4, METAL),
      rect(250, 186, 180, 216, 32, c.url('body')),
      rect(250, 186, 180, 216, 32, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(262, 198, 20, 190, 10, '#ffffff', 'opacity="0.18"'),
      rect(318, 260, 44, 18, 9, GLASS_DARK),
      rect(318, 300, 44, 18, 9, GLASS_DARK),
      rect(324, 364, 32, 40, 8, p.accentDark),
      circle(340, 232, 5, p.accentLight),
      rect(588, 300, 28, 62, 10, c.url('body')),
      rect(592, 262, 20, 42, 6, METAL),
      rect(596, 270, 12, 6, 3, '#8e95a1'),
    ].join(''),
  };
}

function drawSsd(c: Ctx): Drawing {
  const { p } = c;
  return {
    shadows: [{ cx: 400, cy: 440, rx: 200, ry: 20 }],
    body: [
      path(
        'M400 400 C400 470 520 470 560 430 C590 400 610 380 650 380',
        'none',
        `stroke="${p.bodyEdge}" stroke-width="12" stroke-linecap="round"`,
      ),
      `<g transform="rotate(-8 400 290)">`,
      rect(268, 170, 264, 236, 30, c.url('accent')),
      rect(268, 170, 264, 236, 30, 'none', `stroke="${p.accentDark}" stroke-width="3"`),
      rect(290, 192, 220, 150, 18, '#ffffff', 'opacity="0.16"'),
      rect(268, 352, 264, 54, 0, p.accentDark, 'opacity="0.35"'),
      rect(380, 398, 40, 12, 6, GLASS_DARK),
      circle(500, 372, 5, '#ffffff', 'opacity="0.85"'),
      rect(306, 206, 80, 10, 5, '#ffffff', 'opacity="0.5"'),
      rect(306, 226, 48, 10, 5, '#ffffff', 'opacity="0.3"'),
      `</g>`,
      rect(644, 356, 30, 50, 10, p.bodyEdge),
    ].join(''),
  };
}

function drawCable(c: Ctx): Drawing {
  const { p } = c;
  const coil = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${400 + (i - 1) * 22}" cy="${300 + (i - 1) * 10}" rx="150" ry="96" transform="rotate(${-12 + i * 10} 400 300)" fill="none" stroke="${p.accent}" stroke-width="16"/>` +
        `<ellipse cx="${400 + (i - 1) * 22}" cy="${300 + (i - 1) * 10}" rx="150" ry="96" transform="rotate(${-12 + i * 10} 400 300)" fill="none" stroke="${p.accentDark}" stroke-width="16" stroke-dasharray="3 5" opacity="0.45"/>`,
    )
    .join('');
  const plug = (x: number, y: number, angle: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${angle})">${[
      rect(-20, -10, 40, 76, 12, c.url('body')),
      rect(-12, -40, 24, 34, 7, METAL),
      rect(-6, -34, 12, 6, 3, '#8e95a1'),
      rect(-20, 54, 40, 12, 6, p.bodyEdge),
    ].join('')}</g>`;
  return {
    shadows: [{ cx: 400, cy: 448, rx: 250, ry: 20 }],
    body: [
      coil,
      path(
        'M260 330 C220 360 200 380 180 420',
        'none',
        `stroke="${p.accent}" stroke-width="16" stroke-linecap="round"`,
      ),
      path(
        'M540 270 C590 240 610 200 620 170',
        'none',
        `stroke="${p.accent}" stroke-width="16" stroke-linecap="round"`,
      ),
      plug(170, 450, 200),
      plug(628, 140, 20),
    ].join(''),
  };
}

function strap(c: Ctx, x: number, w: number): string {
  const { p } = c;
  return [
    rect(x, 48, w, 184, 22, c.url('accent')),
    rect(x, 378, w, 180, 22, c.url('accent')),
    ...[0, 1, 2, 3].map((i) => circle(x + w / 2, 440 + i * 28, 5, p.accentDark, 'opacity="0.6"')),
    rect(x + 10, 60, 10, 160, 5, '#ffffff', 'opacity="0.2"'),
  ].join('');
}

function drawWatch(c: Ctx): Drawing {
  const { p } = c;
  const ring = (r: number, colour: string, fraction: number): string => {
    const length = 2 * Math.PI * r;
    return [
      circle(400, 305, r, 'none', `stroke="${colour}" stroke-width="14" opacity="0.25"`),
      circle(
        400,
        305,
        r,
        'none',
        `stroke="${colour}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${(length * fraction).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 400 305)"`,
      ),
    ].join('');
  };
  return {
    shadows: [{ cx: 400, cy: 548, rx: 120, ry: 14 }],
    body: [
      strap(c, 338, 124),
      rect(282, 168, 236, 274, 64, c.url('body')),
      rect(282, 168, 236, 274, 64, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(296, 182, 208, 246, 52, GLASS_DARK),
      ring(74, p.accent, 0.78),
      ring(54, p.contrast, 0.55),
      ring(34, p.accentLight, 0.9),
      path('M300 230 Q320 190 380 186 H420 Q330 200 300 300 Z', '#ffffff', 'opacity="0.08"'),
      rect(512, 236, 18, 50, 7, p.trim),
      rect(514, 244, 14, 4, 2, p.accent),
      rect(514, 304, 10, 64, 4, p.trim),
    ].join(''),
  };
}

function drawRoundWatch(c: Ctx): Drawing {
  const { p } = c;
  const ticks = Array.from({ length: 12 }, (_, i) =>
    rect(
      397,
      214,
      6,
      i % 3 === 0 ? 20 : 12,
      3,
      '#ffffff',
      `opacity="0.8" transform="rotate(${i * 30} 400 305)"`,
    ),
  ).join('');
  const arcLength = 2 * Math.PI * 78;
  return {
    shadows: [{ cx: 400, cy: 548, rx: 120, ry: 14 }],
    body: [
      strap(c, 336, 128),
      rect(516, 246, 24, 34, 8, p.trim, 'transform="rotate(20 528 263)"'),
      rect(516, 330, 24, 34, 8, p.trim, 'transform="rotate(-20 528 347)"'),
      circle(400, 305, 136, c.url('body')),
      circle(400, 305, 136, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      circle(400, 305, 120, p.bodyEdge),
      circle(400, 305, 106, GLASS_DARK),
      ticks,
      circle(
        400,
        305,
        78,
        'none',
        `stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="${(arcLength * 0.3).toFixed(1)} ${arcLength.toFixed(1)}" transform="rotate(130 400 305)"`,
      ),
      rect(396, 240, 8, 72, 4, '#ffffff', 'transform="rotate(-60 400 305)"'),
      rect(396, 220, 6, 92, 3, '#e9ecf1', 'transform="rotate(48 400 305)"'),
      rect(399, 214, 3, 100, 1.5, p.accentLight, 'transform="rotate(160 400 305)"'),
      circle(400, 305, 8, p.accentLight),
      path('M316 240 A106 106 0 0 1 420 200 A120 120 0 0 0 330 280 Z', '#ffffff', 'opacity="0.1"'),
    ].join(''),
  };
}

function drawFitnessBand(c: Ctx): Drawing {
  const { p } = c;
  return {
    shadows: [{ cx: 400, cy: 470, rx: 240, ry: 20 }],
    body: [
      `<ellipse cx="400" cy="310" rx="220" ry="110" fill="none" stroke="${p.accentDark}" stroke-width="50"/>`,
      path('M180 310 A220 110 0 0 0 620 310', 'none', `stroke="${p.accent}" stroke-width="50"`),
      path('M196 330 A204 96 0 0 0 604 330', 'none', `stroke="#ffffff" stroke-width="4" opacity="0.25"`),
      rect(282, 360, 236, 110, 52, c.url('body')),
      rect(282, 360, 236, 110, 52, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      rect(298, 374, 204, 82, 40, GLASS_DARK),
      path(
        'M340 402 C340 392 354 388 360 398 C366 388 380 392 380 402 C380 414 360 426 360 426 C360 426 340 414 340 402 Z',
        p.accent,
      ),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(398 + i * 16, 430 - (12 + ((i * 7) % 20)), 10, 12 + ((i * 7) % 20), 3, p.contrast),
      ),
      rect(398, 386, 76, 8, 4, '#ffffff', 'opacity="0.7"'),
    ].join(''),
  };
}

function drawTv(c: Ctx): Drawing {
  const { p } = c;
  const s = { x: 108, y: 98, w: 584, h: 334 };
  return {
    defs: `<clipPath id="${c.id('tvScreen')}">${rect(s.x, s.y, s.w, s.h, 3, '#000')}</clipPath>`,
    shadows: [{ cx: 400, cy: 484, rx: 270, ry: 18 }],
    body: [
      path('M370 440 H430 L444 474 H356 Z', p.bodyEdge),
      rect(282, 468, 236, 12, 6, c.url('body')),
      rect(98, 88, 604, 354, 12, '#15171d'),
      `<g clip-path="url(#${c.id('tvScreen')})">`,
      rect(s.x, s.y, s.w, s.h, 0, c.url('screen')),
      `<g${p.hash & 1 ? ' transform="translate(800 0) scale(-1 1)"' : ''}>`,
      circle(530, 196, 44, p.accentLight, 'opacity="0.9"'),
      circle(530, 196, 70, p.accentLight, 'opacity="0.2"'),
      path(
        'M108 380 L240 250 L330 320 L450 206 L590 340 L692 280 V432 H108 Z',
        p.accentDark,
        'opacity="0.75"',
      ),
      path('M108 432 V396 Q250 336 400 384 T692 372 V432 Z', p.screenA, 'opacity="0.85"'),
      path('M430 226 L450 206 L472 228 L456 222 L448 232 Z', '#ffffff', 'opacity="0.6"'),
      '</g>',
      glare(c, s.x, s.y, s.w, s.h),
      '</g>',
      circle(400, 437, 2, '#5a606c'),
    ].join(''),
  };
}

function drawGadget(c: Ctx): Drawing {
  const { p } = c;
  return {
    shadows: [{ cx: 400, cy: 450, rx: 200, ry: 20 }],
    body: [
      rect(260, 170, 280, 260, 60, c.url('body')),
      rect(260, 170, 280, 260, 60, 'none', `stroke="${p.bodyEdge}" stroke-width="3"`),
      circle(400, 300, 80, GLASS_DARK),
      circle(400, 300, 60, 'none', `stroke="${p.accent}" stroke-width="10"`),
      circle(400, 300, 24, p.accentLight),
      rect(290, 186, 220, 14, 7, '#ffffff', 'opacity="0.2"'),
    ].join(''),
  };
}

const DRAWERS: Readonly<Record<DeviceKind, (c: Ctx) => Drawing>> = {
  phone: drawPhone,
  laptop: drawLaptop,
  headphones: drawHeadphones,
  earbuds: drawEarbuds,
  speaker: drawSpeaker,
  soundbar: drawSoundbar,
  console: drawConsole,
  controller: drawController,
  handheld: drawHandheld,
  camera: drawCamera,
  'action-camera': drawActionCamera,
  'instant-camera': drawInstantCamera,
  mouse: drawMouse,
  keyboard: drawKeyboard,
  charger: drawCharger,
  ssd: drawSsd,
  cable: drawCable,
  watch: drawWatch,
  'round-watch': drawRoundWatch,
  'fitness-band': drawFitnessBand,
  tv: drawTv,
  gadget: drawGadget,
};

// ---------------------------------------------------------------- composition

function commonDefs(c: Ctx): string {
  const { p, id } = c;
  const linear = (
    name: string,
    stops: ReadonlyArray<readonly [number, string, number?]>,
    coords: string,
  ): string =>
    `<linearGradient id="${id(name)}" ${coords}>${stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('')}</linearGradient>`;
  return [
    linear(
      'bg',
      [
        [0, p.bgA],
        [1, p.bgB],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
    linear(
      'body',
      [
        [0, p.bodyLight],
        [0.45, p.body],
        [1, p.bodyEdge],
      ],
      'x1="0" y1="0" x2="0.4" y2="1"',
    ),
    linear(
      'bodyShade',
      [
        [0, '#ffffff', 0.18],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.22],
      ],
      'x1="0" y1="0" x2="0" y2="1"',
    ),
    linear(
      'accent',
      [
        [0, p.accentLight],
        [1, p.accent],
      ],
      'x1="0" y1="0" x2="0.3" y2="1"',
    ),
    linear(
      'screen',
      [
        [0, p.screenA],
        [1, p.screenB],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
    linear(
      'sheen',
      [
        [0, '#ffffff', 0.22],
        [1, '#ffffff', 0],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
    `<radialGradient id="${id('glass')}" cx="0.38" cy="0.35" r="0.75">` +
      `<stop offset="0" stop-color="${p.screenB}"/><stop offset="0.45" stop-color="${p.screenA}"/><stop offset="1" stop-color="${GLASS_DARK}"/></radialGradient>`,
    `<radialGradient id="${id('bodyShadeRadial')}" cx="0.5" cy="0.5" r="0.5">` +
      `<stop offset="0" stop-color="${p.bodyEdge}"/><stop offset="1" stop-color="${p.trim}"/></radialGradient>`,
    `<radialGradient id="${id('shadow')}" cx="0.5" cy="0.5" r="0.5">` +
      `<stop offset="0" stop-color="#000000" stop-opacity="0.3"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
    `<pattern id="${id('grain')}" width="8" height="8" patternUnits="userSpaceOnUse">${circle(2, 2, 1.3, '#000000', 'opacity="0.35"')}${circle(6, 6, 1.3, '#000000', 'opacity="0.35"')}</pattern>`,
    `<filter id="${id('drop')}" x="-20%" y="-20%" width="140%" height="150%">` +
      '<feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dx="0" dy="12" result="blur"/>' +
      '<feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer>' +
      '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
  ].join('');
}

function background(c: Ctx): string {
  const { p } = c;
  const h = p.hash;
  const x1 = 110 + ((h >>> 3) % 140);
  const y1 = 100 + ((h >>> 7) % 90);
  const x2 = 690 - ((h >>> 12) % 140);
  const y2 = 480 - ((h >>> 16) % 90);
  const x3 = 560 + ((h >>> 20) % 150);
  const y3 = 90 + ((h >>> 24) % 80);
  return [
    rect(0, 0, WIDTH, HEIGHT, 0, c.url('bg')),
    circle(x1, y1, 150, p.blob, 'opacity="0.7"'),
    circle(x2, y2, 190, '#ffffff', 'opacity="0.28"'),
    circle(x3, y3, 46, p.accentLight, 'opacity="0.28"'),
    `<ellipse cx="400" cy="640" rx="560" ry="150" fill="#ffffff" opacity="0.25"/>`,
  ].join('');
}

/**
 * An original 800x600 SVG illustration of the product's kind of device, with colours derived from
 * the slug. Pure function: the same product always yields the same markup.
 */
export function productArtSvg(product: ArtProduct): string {
  const p = makePalette(product.slug);
  const id: Ids = (name) => `${p.id}-${name}`;
  const ctx: Ctx = { p, id, url: (name) => `url(#${id(name)})`, name: product.name };
  const drawing = DRAWERS[deviceKindFor(product)](ctx);
  const shadows = drawing.shadows
    .map((s) => `<ellipse cx="${s.cx}" cy="${s.cy}" rx="${s.rx}" ry="${s.ry}" fill="${ctx.url('shadow')}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs>${commonDefs(ctx)}${drawing.defs ?? ''}</defs>` +
    background(ctx) +
    shadows +
    `<g filter="url(#${id('drop')})">${drawing.body}</g>` +
    '</svg>'
  );
}
