import type { ThemeConfig } from 'antd';

/** One theme for the whole suite; remotes render under the shell's ConfigProvider. */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#1f6feb', borderRadius: 6 },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#001529' } },
};
