import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SavedAddress,
  SavedAddressInput,
  SavedAddressList,
  SavedAddressParams,
} from '../../contract/addresses.ts';
import { ErrorBody } from '../../contract/common.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { AddressService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The signed-in customer's saved addresses (docs/api.md). */
export const addressRoutes: FastifyPluginAsyncTypebox<{
  addresses: AddressService;
  auth: AuthHooks;
}> = async (app, { addresses, auth }) => {
  app.get(
    '/api/users/addresses',
    { onRequest: auth.user, schema: { response: { 200: SavedAddressList, ...errors } } },
    (request) => addresses.list(currentUser(request)),
  );

  app.post(
    '/api/users/addresses',
    { onRequest: auth.user, schema: { body: SavedAddressInput, response: { 201: SavedAddress, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await addresses.create(currentUser(request), request.body)),
  );

  app.put(
    '/api/users/addresses/:id',
    {
      onRequest: auth.user,
      schema: {
        params: SavedAddressParams,
        body: SavedAddressInput,
        response: { 200: SavedAddress, ...errors },
      },
    },
    (request) => addresses.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/addresses/:id',
    {
      onRequest: auth.user,
      schema: { params: SavedAddressParams, response: { 200: SavedAddressList, ...errors } },
    },
    (request) => addresses.remove(currentUser(request), request.params.id),
  );
};
