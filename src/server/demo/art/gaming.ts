/** Drawings of game controllers, consoles and handhelds. */

import { circle, type Ctx, type Drawing, glare, path, rect, wallpaper } from './shapes.ts';

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

export function drawController(c: Ctx): Drawing {
  return { shadows: [{ cx: 400, cy: 488, rx: 250, ry: 22 }], body: controllerShape(c) };
}

export function drawConsole(c: Ctx): Drawing {
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

export function drawHandheld(c: Ctx): Drawing {
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
