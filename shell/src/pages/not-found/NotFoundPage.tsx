import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PlatformUiProvider } from '@pod/platform';
import { useHomePath } from '../../layout/MainLayout';

/** Fallback for unknown paths; "Back to Home" goes to the user's landing page (README "Access"). */
export function NotFoundPage() {
  // Also rendered outside the signed-in layout (unknown paths), so it brings the antd theme itself.
  return (
    <PlatformUiProvider>
      <NotFound />
    </PlatformUiProvider>
  );
}

function NotFound() {
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Result
        status="404"
        title="404"
        subTitle="Sorry, the page you visited does not exist."
        extra={
          <Button type="primary" onClick={() => navigate(home)}>
            Back to Home
          </Button>
        }
      />
    </Flex>
  );
}
