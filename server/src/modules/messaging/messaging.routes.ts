import {
  chatImageParamsSchema,
  chatMessageSchema,
  conversationListSchema,
  conversationMessages as cm,
  conversationParamsSchema as params,
  conversationReadSchema,
  conversationSchema,
  conversationUnreadSchema,
  en,
  formatBytes,
  messageImageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageSchema,
  startConversationSchema,
} from '@espasyo/domain';
import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from '../../http/guards';
import { imageResponses, sendImmutableFile } from '../../http/stored-file';
import type { App, ModuleOptions } from '../../http/types';
import { readSingleFile } from '../../http/uploads';
import type { AppContext } from '../../context';
import { memberUploadTarget, readChatImage, supportUploadTarget, uploadChatImage } from './chat-images.service';
import {
  myConversation,
  myConversations,
  myUnreadMessages,
  openSupport,
  readConversation,
  readSupport,
  startConversation,
  supportConversationView,
  supportInbox,
} from './conversations.service';
import { answerSupport, myMessages, sendMessage, supportMessages } from './messages.service';

const tags = ['messaging'];
/** Each picture is decoded and encoded once: 60 an hour per user is plenty for a conversation. */
const imageRateLimit = { max: 60, timeWindow: '1 hour', keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip };

async function readImage(ctx: AppContext, req: FastifyRequest) {
  const max = (await ctx.settings.get()).storage.maxFileSize;
  return (await readSingleFile(req, max, { missing: cm.imageMissing, tooLarge: en.uploads.tooLarge(formatBytes(max)) }))
    .data;
}

/** /api/conversations (signed-in scope): a user's conversations; each call checks they belong to it. */
export async function conversationsRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My conversations, newest activity first, with the unread total',
        response: { 200: conversationListSchema },
      },
    },
    async (req) => myConversations(ctx, requireUser(req)),
  );

  app.get(
    '/unread-count',
    { schema: { tags, summary: 'Messages I have not read', response: { 200: conversationUnreadSchema } } },
    async (req) => myUnreadMessages(ctx, requireUser(req)),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: "Open (or find) a client's conversation about a listing with its host",
        body: startConversationSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (req, reply) => {
      const { conversation, created } = await startConversation(ctx, requireUser(req), req.body.listingId);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.post(
    '/support',
    {
      schema: {
        tags,
        summary: 'Open (or find) my conversation with support',
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (req, reply) => {
      const { conversation, created } = await openSupport(ctx, requireUser(req));
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One of my conversations', params, response: { 200: conversationSchema } } },
    async (req) => myConversation(ctx, requireUser(req), req.params.id),
  );

  app.get(
    '/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of messages: the newest, or those before a message; oldest first',
        params,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
      },
    },
    async (req) => myMessages(ctx, requireUser(req), req.params.id, req.query),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (201; a clientMessageId sent again answers the stored one, 200)',
        params,
        body: sendMessageSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema },
      },
    },
    async (req, reply) => {
      const { message, created } = await sendMessage(ctx, requireUser(req), req.params.id, req.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/:id/images',
    {
      config: { rateLimit: imageRateLimit },
      schema: {
        tags,
        summary: 'Upload a picture for my next message (multipart, field "file")',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: messageImageSchema },
      },
    },
    async (req, reply) => {
      const c = await memberUploadTarget(ctx, requireUser(req), req.params.id);
      const data = await readImage(ctx, req);
      return reply.status(201).send(await uploadChatImage(ctx, storage, requireUser(req), c, data));
    },
  );

  app.get(
    '/:id/images/:imageId',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags,
        summary: "A conversation's picture, for its members",
        params: chatImageParamsSchema,
        response: imageResponses('The picture (WebP)'),
      },
    },
    async (req, reply) => {
      const file = await readChatImage(ctx, storage, requireUser(req), req.params.id, req.params.imageId);
      // A picture never changes (a new one gets a new id); only this browser may keep it.
      return sendImmutableFile(req, reply, file, { scope: 'private' });
    },
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'I have read the conversation up to now',
        params,
        response: { 200: conversationReadSchema },
      },
    },
    async (req) => readConversation(ctx, requireUser(req), req.params.id),
  );
}

/** /api/admin/chat (admin scope): the support inbox shared by admins. */
export async function adminChatRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;
  const admin = ['admin chat'];

  app.get(
    '/chat/conversations',
    {
      schema: {
        tags: admin,
        summary: 'Every support conversation: waiting for an answer first, then newest; who answered',
        response: { 200: conversationListSchema },
      },
    },
    async () => supportInbox(ctx),
  );

  app.get(
    '/chat/conversations/:id',
    { schema: { tags: admin, summary: 'A support conversation', params, response: { 200: conversationSchema } } },
    async (req) => supportConversationView(ctx, req.params.id),
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags: admin,
        summary: "A page of a support conversation's messages, oldest first",
        params,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
      },
    },
    async (req) => supportMessages(ctx, req.params.id, req.query),
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags: admin,
        summary: 'Answer as support (shown with my name; audited)',
        params,
        body: sendMessageSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema },
      },
    },
    async (req, reply) => {
      const { message, created } = await answerSupport(ctx, requireAdmin(req), req.ip, req.params.id, req.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/chat/conversations/:id/images',
    {
      config: { rateLimit: imageRateLimit },
      schema: {
        tags: admin,
        summary: 'Upload a picture for my next answer (multipart, field "file")',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: messageImageSchema },
      },
    },
    async (req, reply) => {
      const c = await supportUploadTarget(ctx, req.params.id);
      const data = await readImage(ctx, req);
      return reply.status(201).send(await uploadChatImage(ctx, storage, requireAdmin(req), c, data));
    },
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      schema: {
        tags: admin,
        summary: "Staff have read it up to now (the shared inbox's one read mark)",
        params,
        response: { 200: conversationReadSchema },
      },
    },
    async (req) => readSupport(ctx, requireAdmin(req), req.params.id),
  );
}
