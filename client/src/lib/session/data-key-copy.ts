/** Every sentence of the data-key rotation (`docs/protocol.md` step 8a), in one place. */
export const DATA_KEY_COPY = {
  title: 'Data key',
  description:
    'Your answers, boundaries and saved security keys are encrypted with a data key that only your password opens. If your old password may have leaked, make a new data key: everything is encrypted again, and the old key opens nothing you keep here.',
  offerAfterPasswordChange:
    'Did your old password leak? Make a new data key too, so that nothing encrypted with the old one stays readable.',
  start: 'Make a New Data Key',
  confirm: 'Encrypt Everything Again',
  busy: 'Encrypting again...',
  passwordHint: 'Your current password opens the data key on this device and proves it is you.',
  unsavedChanges:
    'Some of your answers are not saved yet. Open Preferences until they are saved, then try again.',
  valueDidNotOpen:
    'Something stored for you does not open with your data key on this device, so it cannot be moved. Nothing was changed; sign in again and retry.',
  failedTitle: 'No new data key',
  failed: 'Making a new data key failed. Nothing was changed.',
  codeIntro:
    'Your new data key is in use and your old recovery code no longer works. Save this new recovery code now:',
  doneTitle: 'New data key in use',
  doneDescription: 'Other devices have been signed out. Your old recovery code no longer works.',
} as const;
