/** Drawings of headphones, earbuds, speakers and soundbars. */

import { circle, type Ctx, type Drawing, path, rect } from './shapes.ts';

export function drawHeadphones(c: Ctx): Drawing {
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

export function drawEarbuds(c: Ctx): Drawing {
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

export function drawSpeaker(c: Ctx): Drawing {
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

export function drawSoundbar(c: Ctx): Drawing {
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
