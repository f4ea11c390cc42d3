import type { ReactNode } from 'react';

/** Human names of the platforms (spec 001 §1). */
export const PLATFORM_LABELS: Record<string, string> = {
  woocommerce: 'WooCommerce',
  shopify: 'Shopify',
  shopbase: 'ShopBase',
  import: 'Import',
};

/**
 * Small self-drawn badges in each platform's colours, so the list needs no network images.
 * They are recognisable, not the vendors' trademarks.
 */
const BADGES: Record<string, { bg: string; body: ReactNode }> = {
  woocommerce: {
    bg: '#7f54b3',
    body: (
      <>
        <path d="M5 8.5h22a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l2.5 3-5-3H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z" fill="#fff" />
        <text x="16" y="18.6" textAnchor="middle" fontSize="7.5" fontWeight="700" fontFamily="Arial, sans-serif" fill="#7f54b3">
          Woo
        </text>
      </>
    ),
  },
  shopify: {
    bg: '#95bf47',
    body: (
      <>
        <path d="M9 11h14l-1.4 14H10.4z" fill="#fff" />
        <path d="M12.5 11.5V10a3.5 3.5 0 0 1 7 0v1.5" stroke="#fff" strokeWidth="1.6" fill="none" />
        <text x="16" y="22.5" textAnchor="middle" fontSize="9" fontWeight="700" fontFamily="Arial, sans-serif" fill="#5e8e3e">
          S
        </text>
      </>
    ),
  },
  shopbase: {
    bg: '#1b6ef3',
    body: (
      <text x="16" y="20.5" textAnchor="middle" fontSize="11" fontWeight="700" fontFamily="Arial, sans-serif" fill="#fff">
        SB
      </text>
    ),
  },
  import: {
    bg: '#6b7280',
    body: (
      <>
        <path d="M10 7h9l4 4v14H10z" fill="#fff" />
        <path d="M19 7v4h4" fill="#d1d5db" />
        <path d="M16.5 13v7m-3-3 3 3 3-3" stroke="#6b7280" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
};

export function PlatformLogo({ platform, size = 28 }: { platform: string; size?: number }) {
  const badge = BADGES[platform];
  const label = PLATFORM_LABELS[platform] ?? platform;
  if (!badge) return <span>{label}</span>;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={label}>
      <title>{label}</title>
      <rect width="32" height="32" rx="7" fill={badge.bg} />
      {badge.body}
    </svg>
  );
}
