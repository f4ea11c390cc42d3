/**
 * A store refused or failed a call. `message` is the store's own message (WooCommerce's
 * `message`, Shopify's / ShopBase's `errors` flattened), shown to sellers as it is.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    /** HTTP status the store answered; 0 = not reached (network error, timeout, no address or keys). */
    readonly status: number,
    /** The store's error body as it came, for the /rest proxy and logs. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'StoreError';
  }

  /** Worth another try later (throttled, the store's server failing, not reached). */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Turns a store's error body into the message a seller reads (each platform words errors its own way). */
export type StoreErrorMessage = (status: number, body: unknown) => string;

/** WP REST errors: `{code, message, data:{status, params}}`; the parameter details say what was wrong. */
export const wooErrorMessage: StoreErrorMessage = (status, body) => {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const { message, data } = body as { message: string; data?: { params?: Record<string, string> } };
    const details = data?.params ? Object.values(data.params).filter((v) => typeof v === 'string' && v !== message) : [];
    return details.length ? `${message} (${details.join(' ')})` : message;
  }
  return fallbackMessage(status, body);
};

/** Shopify/ShopBase errors: `{"errors": "text"}`, `{"errors": ["text"]}`, `{"errors": {field: ["text"]}}`, OAuth's `{error_description}`. */
export const shopErrorMessage: StoreErrorMessage = (status, body) => {
  const errors = body && typeof body === 'object' ? ((body as { errors?: unknown }).errors ?? (body as { error_description?: unknown }).error_description) : undefined;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map((e) => (e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e))).join('; ');
  if (errors && typeof errors === 'object') {
    return Object.entries(errors as Record<string, unknown>)
      .map(([field, value]) => {
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        return field === 'base' ? text : `${field} ${text}`;
      })
      .join('; ');
  }
  return fallbackMessage(status, body);
};

/** A short plain-text body is the store's message; HTML error pages and long bodies are not shown. */
function fallbackMessage(status: number, body: unknown): string {
  return typeof body === 'string' && body.length > 0 && body.length < 200 && !body.trimStart().startsWith('<') ? body : `The store answered ${status}`;
}
