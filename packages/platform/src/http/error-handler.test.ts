import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError, badRequest, notFound } from '../errors';
import { INTERNAL_ERROR_MESSAGE, registerErrorHandler } from './error-handler';

let app: FastifyInstance;
let logged: { level: number; msg: string; err?: { message: string } }[] = [];
const ERROR_LEVEL = 50;

beforeAll(async () => {
  app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  registerErrorHandler(app);
  app.get('/missing', async () => {
    throw notFound('No such board.');
  });
  app.get('/invalid', async () => {
    throw badRequest('Name the board.', { field: 'name' });
  });
  app.get('/broken-dependency', async () => {
    throw new AppError('payments_down', 'Payments are unavailable.', { status: 503 });
  });
  app.get('/bug', async () => {
    throw new Error('secret connection string in here');
  });
  app.post('/typed', { schema: { body: { type: 'object', required: ['name'] } } }, async () => ({
    ok: true,
  }));
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  logged = [];
});

describe('registerErrorHandler', () => {
  it("answers an AppError with its status, stable code, message and details, and logs nothing when it isn't reportable", async () => {
    const res = await app.inject({ method: 'GET', url: '/invalid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: 'Name the board.',
      details: { field: 'name' },
    });
    expect((await app.inject({ method: 'GET', url: '/missing' })).json()).toEqual({
      error: 'not_found',
      message: 'No such board.',
    });
    expect(logged).toEqual([]);
  });

  it('logs a reportable AppError and still answers with its own code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken-dependency' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'payments_down', message: 'Payments are unavailable.' });
    expect(logged.map((l) => [l.level, l.msg])).toEqual([[ERROR_LEVEL, 'Payments are unavailable.']]);
  });

  it("keeps Fastify's own 4xx (a body that does not parse, a failed schema) as a bad_request with its message", async () => {
    const unparsable = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    const noName = await app.inject({ method: 'POST', url: '/typed', payload: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({
      error: 'bad_request',
      message: "body must have required property 'name'",
    });
    expect(logged).toEqual([]);
  });

  it('answers any other error with a 500 that reveals nothing, and logs the error itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: INTERNAL_ERROR_MESSAGE });
    expect(res.body).not.toContain('secret');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: ERROR_LEVEL, msg: 'unhandled error' });
    expect(logged[0]?.err?.message).toBe('secret connection string in here');
  });
});
