import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { firstErrorMessage, FullPageSpinner } from '@pod/platform/session';
import { Notice } from '@pod/platform/sign-in';
import { AccountCard } from '../AccountCard';
import { ACCOUNT_ACTIVATION } from '../queries';

/** Spec 001 text, spelled as specified. */
export const VERIFY_SUCCESS = 'Verify successfilly!';
const REDIRECT_MS = 1000;

/** /verify/:token — activates the account on load, then goes to /login after 1 s either way. */
export function VerifyPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [, activate] = useMutation(ACCOUNT_ACTIVATION);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // Activation tokens are single-use: StrictMode's double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void activate({ token }).then((result) => {
      const ok = !result.error && !!result.data?.accountActivation;
      setOutcome({ ok, text: ok ? VERIFY_SUCCESS : firstErrorMessage(result.error ?? 'Activation failed') });
    });
  }, [activate, token]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <AccountCard title="Account activation">
      {outcome ? (
        <Notice type={outcome.ok ? 'success' : 'error'} title={outcome.text} role={outcome.ok ? 'status' : 'alert'} />
      ) : (
        <FullPageSpinner label="Activating the account" minHeight={60} />
      )}
    </AccountCard>
  );
}
