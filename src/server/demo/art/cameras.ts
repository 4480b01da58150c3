/** Drawings of cameras: mirrorless, action and instant. */

import { circle, type Ctx, type Drawing, GLASS_DARK, path, rect, wallpaper } from './shapes.ts';

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

export function drawCamera(c: Ctx): Drawing {
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

export function drawActionCamera(c: Ctx): Drawing {
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

export function drawInstantCamera(c: Ctx): Drawing {
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
