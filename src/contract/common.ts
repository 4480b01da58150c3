import { Type, type Static } from 'typebox';

/** Every error the API returns has this body; the SPA shows `message`. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Identifiers are UUIDs; anything else cannot name a record. */
export const Id = Type.String({ minLength: 1, maxLength: 64 });

export const IsoDate = Type.String({ format: 'date-time' });
