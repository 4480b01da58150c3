/** Drawings of phones, computers and their accessories, TVs, and the fallback gadget. */

import { circle, type Ctx, type Drawing, glare, GLASS_DARK, METAL, path, rect, wallpaper } from './shapes.ts';

export function drawPhone(c: Ctx): Drawing {
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

export function drawLaptop(c: Ctx): Drawing {
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

export function drawMouse(c: Ctx): Drawing {
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

export function drawKeyboard(c: Ctx): Drawing {
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

export function drawCharger(c: Ctx): Drawing {
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

export function drawSsd(c: Ctx): Drawing {
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

export function drawCable(c: Ctx): Drawing {
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

export function drawTv(c: Ctx): Drawing {
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

export function drawGadget(c: Ctx): Drawing {
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
