import { OTP_RESEND_SECONDS } from '@rangkai/shared';
import { useEffect, useState } from 'react';

/** The resend countdown of an e-mailed code (spec §4: 60 seconds after each send). */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    remaining,
    running: remaining > 0,
    start(seconds: number = OTP_RESEND_SECONDS) {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
  };
}
