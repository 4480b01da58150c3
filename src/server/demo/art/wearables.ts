/** Drawings of watches and fitness bands. */

import { circle, type Ctx, type Drawing, GLASS_DARK, path, rect } from './shapes.ts';

function strap(c: Ctx, x: number, w: number): string {
  const { p } = c;
  return [
    rect(x, 48, w, 184, 22, c.url('accent')),
    rect(x, 378, w, 180, 22, c.url('accent')),
    ...[0, 1, 2, 3].map((i) => circle(x + w / 2, 440 + i * 28, 5, p.accentDark, 'opacity="0.6"')),
    rect(x + 10, 60, 10, 160, 5, '#ffffff', 'opacity="0.2"'),
  ].join('');
}

export function drawWatch(c: Ctx): Drawing {
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

export function drawRoundWatch(c: Ctx): Drawing {
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

export function drawFitnessBand(c: Ctx): Drawing {
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
