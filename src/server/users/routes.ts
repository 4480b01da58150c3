import { staffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/common.ts';
import {
  AdminUser,
  AdminUserUpdateBody,
  LoginBody,
  LogoutBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  ProfileUpdateBody,
  RegisterBody,
  User,
  UserInfo,
  UserListQuery,
  UserParams,
} from '../../contract/users.ts';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import { currentToken, currentUser, type AuthHooks } from '../auth/index.ts';
import type { PasswordReset } from './password-reset.ts';
import type { UserService } from './service.ts';

const Message = Type.Object({ message: Type.String() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

export const userRoutes: FastifyPluginAsyncTypebox<{
  users: UserService;
  passwordReset: PasswordReset;
  auth: AuthHooks;
}> = async (app, { users, passwordReset, auth }) => {
  app.post(
    '/api/users/login',
    { schema: { body: LoginBody, response: { 200: UserInfo, ...errors } } },
    (request) => users.login(request.body, request.ip),
  );

  app.post(
    '/api/users',
    { schema: { body: RegisterBody, response: { 201: UserInfo, ...errors } } },
    async (request, reply) => reply.status(201).send(await users.register(request.body, request.ip)),
  );

  app.post(
    '/api/users/logout',
    { onRequest: auth.user, schema: { body: LogoutBody, response: { 200: Message, ...errors } } },
    (request) => users.logout(currentUser(request), currentToken(request), request.body?.everywhere === true),
  );

  app.post(
    '/api/users/password-reset',
    { schema: { body: PasswordResetBody, response: { 202: Message, ...errors } } },
    async (request, reply) => reply.status(202).send(await passwordReset.request(request.body, request.ip)),
  );

  app.post(
    '/api/users/password-reset/confirm',
    { schema: { body: PasswordResetConfirmBody, response: { 200: Message, ...errors } } },
    (request) => passwordReset.confirm(request.body),
  );

  app.get(
    '/api/users/profile',
    { onRequest: auth.user, schema: { response: { 200: User, ...errors } } },
    (request) => users.profile(currentUser(request)),
  );

  app.put(
    '/api/users/profile',
    { onRequest: auth.user, schema: { body: ProfileUpdateBody, response: { 200: UserInfo, ...errors } } },
    (request) => users.updateProfile(currentUser(request), request.body, request.ip),
  );

  app.get(
    '/api/users',
    {
      onRequest: auth.admin,
      schema: { querystring: UserListQuery, response: { 200: Type.Array(AdminUser), ...errors } },
    },
    async (request, reply) => {
      const page = await users.list(request.query);
      void reply.header(TOTAL_PAGES_HEADER, String(page.pages));
      void reply.header('Access-Control-Expose-Headers', TOTAL_PAGES_HEADER);
      return page.users;
    },
  );

  app.get(
    '/api/users/:id',
    { onRequest: auth.admin, schema: { params: UserParams, response: { 200: User, ...errors } } },
    (request) => users.get(request.params.id),
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: auth.admin,
      schema: { params: UserParams, body: AdminUserUpdateBody, response: { 200: User, ...errors } },
    },
    (request) => users.update(currentUser(request), request.params.id, request.body, staffActor(request)),
  );

  app.delete(
    '/api/users/:id',
    { onRequest: auth.admin, schema: { params: UserParams, response: { 200: Message, ...errors } } },
    (request) => users.remove(currentUser(request), request.params.id, staffActor(request)),
  );
};
