import { notFound } from '@lightbox/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommentsService } from './comments-service';
import { BOARD_LIST_PAGE_SIZE } from './domain/rules';
import { createStreamHub } from './live';
import { commentBody, invitationBody, pathId, reorderBody } from './schema';
import type { BoardsService } from './service';
import type { SharingService } from './sharing-service';
import { parse } from './validation';

type Customer = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<{ user: { id: number } } | undefined>;

/** A `{name}.json` path segment's id, or a 404. */
function idOf(segment: string, message: string): number {
  const id = pathId(segment.endsWith('.json') ? segment.slice(0, -'.json'.length) : segment);
  if (id === undefined) throw notFound(message);
  return id;
}

/**
 * The JSON APIs of issue 6's second part, each on one board: reorder, comments, invitation
 * links, members, and the live stream. Every one checks the viewer's access to the board
 * through the services (404 for strangers, 403 for view-only changes and owner-only calls).
 */
export function registerBoardApiRoutes(
  app: FastifyInstance,
  deps: {
    customer: Customer;
    boards: BoardsService;
    sharing: SharingService;
    comments: CommentsService;
  },
) {
  const { customer, boards, sharing, comments } = deps;
  const base = '/collaboration/boards/:id';
  type P<T = object> = { Params: { id: string } & T };

  app.put<P>(`${base}/order.json`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { assets } = parse(reorderBody, request.body);
    return boards.reorder(viewer.user.id, request.params.id, assets, {
      size: BOARD_LIST_PAGE_SIZE,
      number: 1,
    });
  });

  app.get<P>(`${base}/comments.json`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    return { comments: await comments.list(viewer.user.id, request.params.id) };
  });
  app.post<P>(`${base}/comments.json`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { assetId, text } = parse(commentBody, request.body);
    return reply.code(201).send(await comments.add(viewer.user.id, request.params.id, assetId, text));
  });
  app.delete<P<{ comment: string }>>(`${base}/comments/:comment`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const id = idOf(request.params.comment, 'There is no such comment on this board.');
    await comments.remove(viewer.user.id, request.params.id, id);
    return reply.code(204).send();
  });

  app.get<P>(`${base}/invitations.json`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    return { invitations: await sharing.invitations(viewer.user.id, request.params.id) };
  });
  app.post<P>(`${base}/invitations.json`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { rights } = parse(invitationBody, request.body);
    return reply.code(201).send(await sharing.invite(viewer.user.id, request.params.id, rights));
  });
  app.delete<P<{ invitation: string }>>(`${base}/invitations/:invitation`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const id = idOf(request.params.invitation, 'There is no such open invitation link on this board.');
    await sharing.revoke(viewer.user.id, request.params.id, id);
    return reply.code(204).send();
  });

  app.get<P>(`${base}/members.json`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    return { members: await sharing.members(viewer.user.id, request.params.id) };
  });
  app.delete<P<{ member: string }>>(`${base}/members/:member`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const id = idOf(request.params.member, 'That person is not a member of this board.');
    await sharing.removeMember(viewer.user.id, request.params.id, id);
    return reply.code(204).send();
  });

  // Live updates: the stream says what changed; the page fetches the board again.
  const stream = createStreamHub(app, boards.events);
  app.get<P>(`${base}/events`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const board = await boards.find(viewer.user.id, request.params.id);
    stream(request, reply, board.id);
    return reply;
  });
}
