/**
 * Original, font-free SVG illustrations for the demo catalogue.
 *
 * Every product gets a flat, stylised drawing of its kind of device (phone, laptop, headphones, ...)
 * built only from basic shapes and gradients. The colour palette is derived deterministically from
 * the slug, so two products of the same kind still look different, and re-running the seed always
 * produces identical artwork. No <text>, fonts, scripts or external references are used, so the
 * output renders the same everywhere (librsvg via sharp, browsers).
 */

import { drawEarbuds, drawHeadphones, drawSoundbar, drawSpeaker } from './audio.ts';
import { drawActionCamera, drawCamera, drawInstantCamera } from './cameras.ts';
import {
  drawCable,
  drawCharger,
  drawGadget,
  drawKeyboard,
  drawLaptop,
  drawMouse,
  drawPhone,
  drawSsd,
  drawTv,
} from './computing.ts';
import { type ArtProduct, type DeviceKind, deviceKindFor } from './device-kind.ts';
import { drawConsole, drawController, drawHandheld } from './gaming.ts';
import { makePalette } from './palette.ts';
import { circle, type Ctx, type Drawing, GLASS_DARK, type Ids, rect } from './shapes.ts';
import { drawFitnessBand, drawRoundWatch, drawWatch } from './wearables.ts';
import { type PhotoView, VIEW_TRANSFORMS } from './product-views.ts';

const WIDTH = 800;

const HEIGHT = 600;

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
 * the slug, seen from the front or, for the gallery's other photos, another `view`. Pure function:
 * the same product and view always yield the same markup.
 */
export function productArtSvg(product: ArtProduct, view?: PhotoView): string {
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
    (view ? `<g transform="${VIEW_TRANSFORMS[view]}">` : '<g>') +
    shadows +
    `<g filter="url(#${id('drop')})">${drawing.body}</g>` +
    '</g></svg>'
  );
}
