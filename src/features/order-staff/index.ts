/**
 * What only staff do on an order's page (docs/staff.md): ship it, mark it delivered, refund it
 * whole or in part, and read its timeline. Its own feature so that a shopper's order page carries
 * none of it, the refund prompt's dialog library least of all: the page loads it for staff only.
 */
export { OrderStaffActions } from './order-staff-actions.tsx';
export { OrderTimeline } from './order-timeline.tsx';
