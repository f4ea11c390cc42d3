import { useMemo } from 'react';
import { Alert } from 'antd';
import { useQuery } from 'urql';
import { SELLER_MESSAGE_QUERY } from './queries';
import { SELLER_MESSAGE_SETTING, sanitiseSellerMessage } from './sellerMessage';

const NAMES = [SELLER_MESSAGE_SETTING];

/** The Seller's notice from the Administrator (spec 000 §2), as sanitised HTML; nothing when empty. */
export function SellerMessageAlert() {
  const [{ data }] = useQuery({ query: SELLER_MESSAGE_QUERY, variables: { names: NAMES } });
  const value = data?.getAppSettings.find((s) => s.name === SELLER_MESSAGE_SETTING)?.value ?? '';
  const html = useMemo(() => (value.trim() ? sanitiseSellerMessage(value) : ''), [value]);
  if (!html) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      // Sanitised by DOMPurify just above (sellerMessage.ts): no script or handler survives.
      title={<div data-testid="seller-message" dangerouslySetInnerHTML={{ __html: html }} />}
    />
  );
}
