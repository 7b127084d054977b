/** The words that go with a recovery code wherever it is kept: on paper, in a file, on screen. */
export const RECOVERY_CODE_KEEPS_WORKING =
  'It keeps working until you make a new one on your profile page, even after you use it.';

/** The text file a user downloads or prints: enough to recover without this site's help pages. */
export function recoveryCodeText(username: string, code: string, madeOn: Date): string {
  return [
    'Connect & Discover recovery code',
    '',
    `Username: ${username}`,
    `Recovery code: ${code}`,
    `Made on: ${madeOn.toISOString().slice(0, 10)}`,
    '',
    "If you forget your password, choose 'Forgot password?' on the sign-in page, then",
    "'I have my recovery code', and enter your username, this code and a new password.",
    RECOVERY_CODE_KEEPS_WORKING,
    'Anyone with this code and your username can read your answers: keep it somewhere safe.',
    '',
  ].join('\n');
}

/** A file name that says what it holds, without the username (it may be seen in a downloads list). */
export const RECOVERY_CODE_FILE_NAME = 'connect-discover-recovery-code.txt';

/** Starts a download of the text, made on the device: nothing is sent anywhere. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Prints only the code: a hidden same-origin frame holds its text, so the printout shows no page,
 * menu or button around it. The frame goes once the print dialog closes.
 */
export function printText(text: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const view = frame.contentWindow;
  if (!view) {
    frame.remove();
    window.print();
    return;
  }
  const pre = view.document.createElement('pre');
  pre.textContent = text;
  pre.style.cssText = 'font: 14pt/1.5 ui-monospace, monospace; white-space: pre-wrap';
  view.document.body.append(pre);
  view.addEventListener('afterprint', () => frame.remove());
  view.focus();
  view.print();
}
