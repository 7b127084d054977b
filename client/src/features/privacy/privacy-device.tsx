/** Keys on the device, export and deletion. Source: docs/protocol.md step 6, deletion, Known limits. */
export function OnYourDevice() {
  return (
    <ul>
      <li>
        Your keys live only in this tab&apos;s memory. A reload forgets them, and your password unlocks them
        again.
      </li>
      <li>
        The app locks itself after 15 minutes without use (5, 15, 60 minutes or never: your choice on the
        profile page), and at once with Lock now in the menu.
      </li>
      <li>
        Discreet mode shows a plain &lsquo;Notes&rsquo; tab, and the eye at the top left, a double tap with
        two fingers or Escape pressed twice hides the app at once.
      </li>
      <li>Nothing readable is kept in the browser&apos;s storage; unsaved changes are kept locked.</li>
    </ul>
  );
}

export function ExportAndDelete() {
  return (
    <>
      <p>
        <strong>Download my data</strong> on your profile page makes a file, on your device, with your own
        answers in readable form, your partners and this device&apos;s settings. Keep it somewhere safe: it is
        not encrypted.
      </p>
      <p>
        <strong>Delete Profile</strong> removes your account, sessions, answers and connections (with both
        partners&apos; share lists) in one step. On the built-in database the freed space is overwritten, so
        nothing of your account is left in it. Backups made before the deletion still hold it, and on a
        PostgreSQL server deleted data stays in the database files until they are cleaned up, and in logs and
        backups for as long as the operator keeps them.
      </p>
    </>
  );
}

export function KnownLimits() {
  return (
    <ul>
      <li>
        All of this assumes our server sends you the genuine app. A server that sent modified code could read
        what you enter on your device.
      </li>
      <li>
        Someone who steals the database can try passwords against it offline. Each guess costs a slow,
        memory-heavy computation (Argon2id, 64 MiB), so a weak password can be found but a strong one cannot.
      </li>
      <li>
        Your recovery code opens your answers just as your password does: whoever has it and your username can
        set a new password. It keeps working after use until you make a new one, so keep it as safe as your
        password. Someone who steals the database cannot guess it. Without a code, a forgotten password still
        means your answers are lost: nobody, including us, can open them.
      </li>
      <li>
        Someone who later learns your password and holds the database can open what you shared with your
        partners until then.
      </li>
    </ul>
  );
}
