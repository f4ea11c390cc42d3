import { Result } from 'antd';
import { Page } from './Page';

export const COMING_SOON = {
  title: 'Coming soon',
  text: 'This page is not ready yet. It comes with a later release of the back office.',
} as const;

/** A page of the route table that is not built yet, said plainly (no remote names, no debug text). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Result status="info" title={COMING_SOON.title} subTitle={COMING_SOON.text} />
    </Page>
  );
}
