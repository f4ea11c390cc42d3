import { Select } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { usePlatform } from '@pod/platform';

/** Sellers only (spec 000): their verified active sites; the choice is kept in localStorage. */
export function SiteSelector() {
  const { user, sites, currentSite, setCurrentSite } = usePlatform();
  if (!user?.roles.includes('Seller')) return null;
  return (
    <Select
      aria-label="Current site"
      style={{ minWidth: 200, maxWidth: 280 }}
      prefix={<ShopOutlined />}
      value={currentSite?.id}
      placeholder="No connected site"
      disabled={sites.length === 0}
      onChange={setCurrentSite}
      options={sites.map((s) => ({ value: s.id, label: s.title }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
