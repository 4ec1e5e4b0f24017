import {
  adminUserDetailSchema,
  adminUsersQuerySchema,
  changeUserTypeSchema,
  idParamsSchema as params,
  makeAdminSchema,
  markVerifiedSchema,
  messageSchema,
  userResultSchema as one,
  usersPageSchema,
  userStatusActions,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { adminActor as actor } from '../../http/guards';
import { adminResetTwoFactor } from '../two-factor/two-factor.service';
import {
  changeUserType,
  listUsers,
  makeAdmin,
  markUserVerified,
  setUserStatus,
  userDetail,
} from './admin-users.service';

/** /api/admin/users and /api/admin/make-admin: admins only (docs/product/roles.md: /users admin only). */
export async function adminUsersRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['admin', 'users'];

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Search users by name, email or phone; filter by type and status',
        querystring: adminUsersQuerySchema,
        response: { 200: usersPageSchema },
      },
    },
    async (req) => listUsers(ctx, req.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user, with session and sign-in lock details',
        params,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (req) => userDetail(ctx, req.params.id),
  );

  for (const action of userStatusActions) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0].toUpperCase()}${action.slice(1)} a user`,
          params,
          response: { 200: one },
        },
      },
      async (req) => setUserStatus(ctx, req.params.id, action, actor(req)),
    );
  }

  app.post(
    '/users/:id/type',
    {
      schema: { tags, summary: 'Change account type', params, body: changeUserTypeSchema, response: { 200: one } },
    },
    async (req) => changeUserType(ctx, req.params.id, req.body.type, actor(req)),
  );

  app.post(
    '/users/:id/verify',
    {
      schema: {
        tags,
        summary: 'Mark verified (or not)',
        params,
        body: markVerifiedSchema.optional(),
        response: { 200: one },
      },
    },
    async (req) => markUserVerified(ctx, req.params.id, req.body?.verified ?? true, actor(req)),
  );

  app.post(
    '/users/:id/2fa/reset',
    {
      schema: {
        tags,
        summary: "Turn off a user's two-factor sign-in (lost phone and codes): sessions end, the user is emailed",
        params,
        response: { 200: messageSchema },
      },
    },
    async (req) => adminResetTwoFactor(ctx, req.params.id, actor(req)),
  );

  app.post(
    '/make-admin',
    {
      schema: {
        tags,
        summary: 'Promote the user with this email to admin',
        body: makeAdminSchema,
        response: { 200: one },
      },
    },
    async (req) => makeAdmin(ctx, req.body.email, actor(req)),
  );
}
