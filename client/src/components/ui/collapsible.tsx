import * as React from 'react';
import { Slot } from 'radix-ui';

/*
 * A section that opens and closes under its trigger (aria-expanded, aria-controls), drawn when
 * open only. Written here rather than taken from Radix: Radix reads the content's computed
 * animation on mount (a forced style recalculation), once per activity card with details.
 */

type State = { open: boolean; toggle(): void; contentId: string };
const CollapsibleContext = React.createContext<State | null>(null);

function useCollapsible(part: string): State {
  const state = React.useContext(CollapsibleContext);
  if (!state) throw new Error(`${part} must be inside a Collapsible`);
  return state;
}

type RootProps = React.ComponentProps<'div'> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
};

function Collapsible({ open: controlled, defaultOpen = false, onOpenChange, ...props }: RootProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const contentId = React.useId();
  const state = React.useMemo(
    () => ({
      open,
      contentId,
      toggle: () => {
        if (controlled === undefined) setUncontrolled(!open);
        onOpenChange?.(!open);
      },
    }),
    [open, contentId, controlled, onOpenChange],
  );
  return (
    <CollapsibleContext.Provider value={state}>
      <div data-slot="collapsible" data-state={open ? 'open' : 'closed'} {...props} />
    </CollapsibleContext.Provider>
  );
}

function CollapsibleTrigger({
  asChild,
  onClick,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, toggle, contentId } = useCollapsible('CollapsibleTrigger');
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type="button"
      data-slot="collapsible-trigger"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...props}
    />
  );
}

function CollapsibleContent(props: React.ComponentProps<'div'>) {
  const { open, contentId } = useCollapsible('CollapsibleContent');
  if (!open) return null;
  return <div id={contentId} data-slot="collapsible-content" data-state="open" {...props} />;
}

export { Collapsible, CollapsibleTrigger, CollapsibleContent };
