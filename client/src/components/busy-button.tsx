import type { ComponentProps } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

type Props = ComponentProps<typeof Button> & { busy: boolean; busyText: string };

/** A button that shows a spinner and its busy wording, and cannot be pressed twice, while work runs. */
export function BusyButton({ busy, busyText, children, disabled, ...props }: Props) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy && <Spinner label={busyText} />}
      {busy ? busyText : children}
    </Button>
  );
}
