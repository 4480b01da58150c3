import { staffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, SingleLineText } from '../../contract/common.ts';
import { CategorySpecFields, MAX_SPEC_FIELDS, SpecField } from '../../contract/specs.ts';
import type { AuthHooks } from '../auth/index.ts';
import { ValidationError } from '../errors.ts';
import { sendCachedJson } from '../http/index.ts';
import type { SpecService } from './service.ts';

const CategoryParams = Type.Object({ category: SingleLineText({ minLength: 1, maxLength: 80 }) });

/** The body of the admins' replacement: `fields`, and `category` where a client repeats it. */
const FieldsBody = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 200 })),
  fields: Type.Array(SpecField, { maxItems: MAX_SPEC_FIELDS }),
});

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** A category's spec fields (docs/catalogue.md#specs, docs/api.md). */
export const specRoutes: FastifyPluginAsyncTypebox<{ specs: SpecService; auth: AuthHooks }> = async (
  app,
  { specs, auth },
) => {
  app.get(
    '/api/categories/:category/spec-fields',
    { schema: { params: CategoryParams, response: { 200: CategorySpecFields, 400: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await specs.fields(request.params.category.trim())),
  );

  app.put(
    '/api/admin/categories/:category/spec-fields',
    {
      onRequest: auth.admin,
      schema: { params: CategoryParams, body: FieldsBody, response: { 200: CategorySpecFields, ...errors } },
    },
    (request) => {
      const category = request.params.category.trim();
      const named = request.body.category?.trim();
      if (named !== undefined && named !== category) {
        throw new ValidationError(`category (${named}) must be the category of the address (${category})`);
      }
      return specs.replaceFields(category, request.body.fields, staffActor(request));
    },
  );
};
