import DOMPurify from 'dompurify';

/** The app setting whose value the Seller's list shows as an alert (spec 000 §2 Seller view). */
export const SELLER_MESSAGE_SETTING = 'seller_message';

/**
 * The seller message as HTML that is safe to insert: an Administrator writes it, every Seller's
 * browser renders it, so scripts, event handlers, javascript: links, frames and forms are removed
 * (DOMPurify's HTML profile) and links open in a new tab without access to this window.
 */
export function sanitiseSellerMessage(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    RETURN_TRUSTED_TYPE: false,
  });
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const link of doc.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}
