import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * C0 control characters (U+0000–U+001F) and DEL, except tab, line feed and carriage return,
 * which a text area may legitimately send. PostgreSQL refuses U+0000 in text outright (a 500
 * before this check existed), and the rest have no place in a name, a comment or a search.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === DELETE) return true;
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
  }
  return false;
}
/** Deeper JSON than any route takes; a nesting bomb is refused by the body limit long before. */
const MAX_DEPTH = 32;

/** The path of the first text field holding a control character ('phrase', 'items.0.note'), if any. */
export function fieldWithControlCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'value' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  // Raw uploads (the search-by-image picture) are bytes, not text.
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithControlCharacter(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const controlCharacterMessage = (field: string) =>
  `The field "${field}" contains a control character (such as a NUL byte), which is not allowed. Remove it and try again.`;

/**
 * One boundary check for every route: the address's parameters, its query and a parsed body
 * (form or JSON) are refused with a 400 naming the field when any text holds a control
 * character. Registered before the routes, as a preValidation hook (the body is parsed by then).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacter(request.params) ??
      fieldWithControlCharacter(request.query) ??
      fieldWithControlCharacter(request.body);
    if (field) throw badRequest(controlCharacterMessage(field), { field });
  });
}
