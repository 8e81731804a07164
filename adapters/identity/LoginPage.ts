/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const style = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 6px;
         box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.3rem; margin-top: 0; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #004a8f; color: #fff;
           border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #a00; background: #fde8e8; padding: .5rem; border-radius: 4px; }
  .hint { color: #555; font-size: .85rem; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>${style}</style>
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>`;
}

export type LoginPageInput = {
  /** Where the form posts to. */
  action: string;
  /** What the user typed last time, shown again after a refusal. */
  login?: string;
  /** Shown above the form after a refusal. */
  error?: string;
};

/** The development provider's sign-in page: one form, fields `login` and `password`, one submit button. */
export function loginPage({ action, login = '', error }: LoginPageInput): string {
  const message = error === undefined ? '' : `    <p class="error" role="alert">${escapeHtml(error)}</p>\n`;
  return page(
    'Anmelden / Sign in',
    `    <h1>Anmelden / Sign in</h1>
    <p class="hint">Entwicklungs-Anmeldung mit den Demo-Benutzern / development sign-in with the demo users</p>
${message}    <form method="post" action="${escapeHtml(action)}" autocomplete="off">
      <label for="login">E-Mail</label>
      <input id="login" name="login" type="text" value="${escapeHtml(login)}" required autofocus>
      <label for="password">Passwort / Password</label>
      <input id="password" name="password" type="password" required>
      <button type="submit">Anmelden / Sign in</button>
    </form>`,
  );
}

/** A dead end of the sign-in (expired or unknown interaction), with a way back to the portal. */
export function signInProblemPage(message: string): string {
  return page(
    'Anmeldung nicht möglich / Sign-in failed',
    `    <h1>Anmeldung nicht möglich / Sign-in failed</h1>
    <p class="error" role="alert">${escapeHtml(message)}</p>
    <p><a href="/">Zurück zum Portal / Back to the portal</a></p>`,
  );
}

/**
 * The page that finishes a sign-out the portal asked for: it submits the provider's logout form on
 * its own, so the user never sees a confirmation question. Without JavaScript a button remains.
 */
export function autoSubmitPage(title: string, formHtml: string, script: string): string {
  return page(
    title,
    `    <h1>${escapeHtml(title)}</h1>
    ${formHtml}
    <noscript><button type="submit" form="op.logoutForm">Weiter / Continue</button></noscript>
    <script>${script}</script>`,
  );
}

/** Asks before signing out when the request did not come with a valid ID token of the user. */
export function logoutConfirmationPage(formHtml: string): string {
  return page(
    'Abmelden / Sign out',
    `    <h1>Abmelden / Sign out</h1>
    ${formHtml}
    <button type="submit" form="op.logoutForm" name="logout" value="yes">Abmelden / Sign out</button>`,
  );
}
