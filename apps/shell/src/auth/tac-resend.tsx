import { useLingui } from '@lingui/react'
import { Button } from '@parlor/ui-kit'
import { useEffect, useState } from 'react'

/** "Send a new code", available once the wait the server named (resend_after) has passed. */
export function TacResend({
  waitSeconds,
  onResend,
}: {
  waitSeconds: number
  onResend: () => Promise<void>
}) {
  const { i18n } = useLingui()
  const [left, setLeft] = useState(waitSeconds)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    setLeft(waitSeconds)
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000)
    return () => clearInterval(timer)
  }, [waitSeconds])
  const resend = async () => {
    setPending(true)
    await onResend().finally(() => setPending(false))
  }
  return (
    <Button variant="quiet" disabled={left > 0 || pending} onClick={resend}>
      {left > 0
        ? i18n._({
            id: 'auth.resendIn',
            message: 'Send a new code in {seconds} s',
            values: { seconds: left },
          })
        : i18n._({ id: 'auth.resend', message: 'Send a new code' })}
    </Button>
  )
}
