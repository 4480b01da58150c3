import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Where a double tap (or double click) takes a photo shown whole, and the buttons' step. */
const TAP_ZOOM = 2.5;
const STEP = 1.5;
/** Two taps this close in time and place make a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

interface Point {
  x: number;
  y: number;
}

export interface Zoom {
  scale: number;
  offset: Point;
}

const WHOLE: Zoom = { scale: MIN_ZOOM, offset: { x: 0, y: 0 } };

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A zoom whose photo, back at full size, sits centred again. */
function zoomed(current: Zoom, scale: number): Zoom {
  const next = clampScale(scale);
  if (next === MIN_ZOOM) return WHOLE;
  const ratio = next / current.scale;
  return { scale: next, offset: { x: current.offset.x * ratio, y: current.offset.y * ratio } };
}

/**
 * The zoom view's gestures (docs/catalogue.md#gallery): pinch with two fingers, double tap (or
 * double click) to zoom in and back, drag to move a zoomed photo, the wheel, and the buttons.
 */
export function useZoom() {
  const [zoom, setZoom] = useState<Zoom>(WHOLE);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | undefined>(undefined);
  const lastTap = useRef<{ at: number; point: Point } | undefined>(undefined);

  const toggle = () => setZoom((current) => (current.scale > MIN_ZOOM ? WHOLE : zoomed(current, TAP_ZOOM)));

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) pinch.current = { distance: distance(a, b), scale: zoom.scale };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const [a, b] = [...pointers.current.values()];
    if (a && b && pinch.current && pinch.current.distance > 0) {
      const { distance: start, scale } = pinch.current;
      setZoom((current) => zoomed(current, (scale * distance(a, b)) / start));
    } else if (zoom.scale > MIN_ZOOM) {
      setZoom((current) => ({
        scale: current.scale,
        offset: { x: current.offset.x + now.x - before.x, y: current.offset.y + now.y - before.y },
      }));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = undefined;
    if (wasPinch || event.pointerType !== 'touch') return;
    const point = { x: event.clientX, y: event.clientY };
    const previous = lastTap.current;
    if (
      previous &&
      event.timeStamp - previous.at < DOUBLE_TAP_MS &&
      distance(previous.point, point) < DOUBLE_TAP_PX
    ) {
      lastTap.current = undefined;
      toggle();
    } else {
      lastTap.current = { at: event.timeStamp, point };
    }
  }

  function onWheel(event: WheelEvent<HTMLElement>) {
    setZoom((current) => zoomed(current, current.scale * (event.deltaY < 0 ? 1.2 : 1 / 1.2)));
  }

  return {
    zoom,
    zoomIn: () => setZoom((current) => zoomed(current, current.scale * STEP)),
    zoomOut: () => setZoom((current) => zoomed(current, current.scale / STEP)),
    reset: () => setZoom(WHOLE),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onWheel,
      // Touch has its own double tap above; a mouse's double click does the same.
      onDoubleClick: toggle,
    },
  };
}
