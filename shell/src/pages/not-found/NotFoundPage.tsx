import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../layout/MainLayout';

/** Fallback for unknown paths; "Back to Home" goes to /ai/server-mjd (spec 000 "Shell"). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Result
        status="404"
        title="404"
        subTitle="Sorry, the page you visited does not exist."
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            Back to Home
          </Button>
        }
      />
    </Flex>
  );
}
