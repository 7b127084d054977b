import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { dismissTutorial } from '@client/lib/tutorial-choice';

const STEPS = [
  {
    title: 'Welcome to Preferences',
    text: 'Rate each activity privately. Your partner only ever sees the activities where you both chose Curious or higher; everything else stays hidden from them and from us.',
  },
  {
    title: 'Rate Your Enjoyment',
    text: 'If you\'ve tried an activity, switch on "I\'ve tried this" and give it 1 to 5 stars for how much you enjoyed it.',
  },
  {
    title: 'Show Your Curiosity',
    text: "Use the slider to say how interested you are, from Not Interested through Curious to Let's Do It!. Curious or more is what can be shared.",
  },
  {
    title: 'Detailed Preferences',
    text: 'Some activities have detailed options, like giving or receiving, intensity or body areas. Open "Detailed preferences" on a card to choose them.',
  },
  {
    title: 'Save Your Preferences',
    text: 'Press Save Preferences when you are done. Your settings are encrypted on this device and stay private until you connect with a partner.',
  },
];

/**
 * The 5-step tutorial. Dismissal is remembered, per account, when 'Don't show this again' is
 * ticked, as the spec says; it starts ticked, so by default the tutorial opens once per account
 * (Help opens it again at any time).
 */
export function TutorialDialog({
  open,
  onClose,
  onQuickRate,
  userId,
}: {
  open: boolean;
  onClose(): void;
  /** Offered beside 'Start' on the last step: one activity per screen instead of the list. */
  onQuickRate(): void;
  userId: number;
}) {
  const [step, setStep] = useState(0);
  const [dontShow, setDontShow] = useState(true);
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;

  const close = () => {
    if (dontShow) dismissTutorial(userId);
    setStep(0);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">
            Step {step + 1} of {STEPS.length}
          </p>
          <DialogTitle>{current?.title}</DialogTitle>
          <DialogDescription className="leading-relaxed">{current?.text}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1.5" aria-hidden>
          {STEPS.map((s, index) => (
            <span
              key={s.title}
              className={`h-1.5 w-6 rounded-full ${index <= step ? 'bg-primary' : 'bg-muted'}`}
            />
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="tutorial-dont-show"
            checked={dontShow}
            onCheckedChange={(checked) => setDontShow(checked === true)}
          />
          <Label htmlFor="tutorial-dont-show" className="font-normal">
            Don&apos;t show this again
          </Label>
        </div>
        <DialogFooter className="flex-row justify-between gap-2 sm:justify-between">
          <Button variant="ghost" onClick={close}>
            Skip
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0}>
              Previous
            </Button>
            {last ? (
              <>
                <Button
                  variant="outline"
                  onClick={() => {
                    close();
                    onQuickRate();
                  }}
                >
                  Quick rate
                </Button>
                <Button onClick={close}>Start</Button>
              </>
            ) : (
              <Button onClick={() => setStep(step + 1)}>Next</Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
