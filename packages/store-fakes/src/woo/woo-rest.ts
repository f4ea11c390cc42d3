import type { WooErrorBody } from './woo-types';

/** The WP REST error body shape. */
export function wooError(status: number, code: string, message: string, params?: Record<string, string>): WooErrorBody {
  return { code, message, data: params ? { status, params } : { status } };
}

/** Thrown by a route handler: answered with the body's status and the body as it is. */
export class WooRestError extends Error {
  constructor(readonly body: WooErrorBody) {
    super(body.message);
  }
}
