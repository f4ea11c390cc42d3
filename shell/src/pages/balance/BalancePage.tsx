import { Result } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { Page } from '@pod/platform';

/**
 * /balance: the Accounting landing page. The specs show no content for it, so it says what is
 * true instead of showing an empty ledger.
 */
export function BalancePage() {
  return (
    <Page title="Balance">
      <Result
        icon={<WalletOutlined />}
        title="Seller balances are not part of this release"
        subTitle="Seller deposits and balances come with a later release. Until then there is nothing to review here; orders and exports are available from the menu to those who handle them."
      />
    </Page>
  );
}
