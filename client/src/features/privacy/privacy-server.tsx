/**
 * What the server stores and can or cannot learn, in plain words. Source of truth:
 * docs/protocol.md, "What the server can and cannot learn" and "Sessions and transport".
 */
export function ServerStores() {
  return (
    <>
      <p>
        Your password never leaves your device. On your device it makes two things: a key that locks
        (encrypts) everything you enter, and a separate sign-in key, which is the only credential our server
        ever sees. The server keeps:
      </p>
      <ul>
        <li>
          Your account: username, display name, connection code, password reminder (in plain text, by design),
          when it was made and changed, the settings used to turn your password into keys, and your public
          key.
        </li>
        <li>Your data key and private key, locked with your password. The server cannot open them.</li>
        <li>
          If you made a recovery code: your data key locked with that code, a fingerprint (hash) of the
          sign-in key it makes, and when you made it. The code itself never leaves your device.
        </li>
        <li>
          Your answers: one locked row for every activity in the catalogue, rated or not, all the same size.
        </li>
        <li>
          For each partner: that you are connected and since when, and each partner&apos;s locked share list
          (always one entry per activity, plus one).
        </li>
        <li>
          If you mark hard limits: your list, locked, always the same size; and for each partner one locked
          list of the same size, which holds your hard limits only if you chose to share them with that
          partner. The server cannot tell whether you shared, only that you use hard limits and when you
          change them.
        </li>
        <li>
          Sign-in sessions (only a fingerprint of each session, ending after 24 hours idle or 7 days), the
          addresses and times of requests, and failed sign-ins.
        </li>
        <li>Suggestions you send, in plain text, with only the day they arrived: no link to your account.</li>
      </ul>
    </>
  );
}

export function ServerCanLearn() {
  return (
    <ul>
      <li>That your account exists, and the account details above.</li>
      <li>When you save, and how often. Every save locks every row again, so not what changed.</li>
      <li>Who is connected to whom, since when, and how many partners each person has.</li>
      <li>
        With a partner, how many activities you both marked Curious or more: the number of matches, never
        which ones.
      </li>
      <li>
        Between two saves, how many activities moved above or below Curious for a partner, but not which ones
        or in which direction. A server that once knew how many you shared (say, none, right after you
        connected) could follow that number from then on.
      </li>
      <li>Which activity you look at when you open its resources or products.</li>
      <li>The text of a suggestion, and the address and session it was sent from while it is sent.</li>
    </ul>
  );
}

export function ServerCannotLearn() {
  return (
    <ul>
      <li>Your password, your recovery code, your data key or your private key.</li>
      <li>
        Any rating: how curious you are, whether you tried an activity, how much you enjoyed it, your detailed
        options.
      </li>
      <li>Which activities you rated or changed, or how far along you are.</li>
      <li>Which activities you and a partner share, what either of you said about them, or match scores.</li>
      <li>
        The key check in your invitation link (the part after <code>#</code>, which browsers never send).
      </li>
    </ul>
  );
}
