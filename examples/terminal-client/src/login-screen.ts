import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distinctUntilChanged, map } from 'rxjs';
import { withThousands } from '@bet/core/shared';
import type { LoginCaptcha, SessionView, SessionViewModel } from '@bet/core/session';
import { TERMINAL_TEXTS as T } from './messages.js';
import { currentState, firstState, type LineReader, type Print } from './terminal-io.js';

/** The picture of a 자동방지코드 as a file a person can open (the API serves it as an SVG data URL). */
export async function saveCaptchaPicture(captcha: LoginCaptcha, dir = tmpdir()): Promise<string> {
  const comma = captcha.image.indexOf(',');
  const header = captcha.image.slice(0, comma);
  const data = captcha.image.slice(comma + 1);
  const svg = header.endsWith(';base64') ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8');
  const path = join(dir, `bet-captcha-${captcha.id.replace(/[^A-Za-z0-9_-]/g, '')}.svg`);
  await writeFile(path, svg);
  return path;
}

/**
 * The session's alerts, printed once each when they appear: the login's refusals and what the
 * server says between commands (555 logged in elsewhere, 556 logged out, the 30-minute limit).
 * Outside a login an alert is closed at once, as the site's dialog is by its OK; during a login
 * the login closes it after reading whether a 자동방지코드 is now asked.
 */
export class SessionAlerts {
  private inLogin = false;
  private readonly subscription: { unsubscribe(): void };

  constructor(
    private readonly session: SessionViewModel,
    print: Print,
  ) {
    this.subscription = session.state$
      .pipe(
        map((view: SessionView) => view.alert),
        distinctUntilChanged(),
      )
      .subscribe((alert) => {
        if (alert === null) return;
        print(alert);
        if (!this.inLogin) session.dismissAlert();
      });
  }

  /** Runs a login; its alert stays open until it ends. */
  async duringLogin(run: () => Promise<void>): Promise<void> {
    this.inLogin = true;
    try {
      await run();
    } finally {
      this.inLogin = false;
      this.session.dismissAlert();
    }
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}

/**
 * The login dialog in lines: user id, password, and the 자동방지코드 when the server asks for one
 * (after repeated failures; core's SessionViewModel keeps the picture in its state). Every rule
 * (required fields, the code, the server's refusals) is the view model's; this only asks and prints.
 */
export async function runLogin(session: SessionViewModel, alerts: SessionAlerts, reader: LineReader, print: Print): Promise<void> {
  const before = currentState(session.state$);
  if (before.status === 'loggedIn') return print(T.alreadyLoggedIn);
  const userId = (await reader.next(T.userIdPrompt)) ?? '';
  const password = (await reader.next(T.passwordPrompt)) ?? '';
  let code = '';
  if (before.captcha) {
    const picture = await saveCaptchaPicture(before.captcha);
    print(T.captchaPicture(picture));
    code = (await reader.next(T.captchaPrompt)) ?? '';
    // The code is spent by this try: its picture is of no further use.
    await rm(picture, { force: true });
  }
  await alerts.duringLogin(async () => {
    session.login(userId, password, code);
    // A refusal is an alert (printed by SessionAlerts); success is the member plus a first read of the settings.
    const after = await firstState(
      session.state$,
      (v) => !v.loginPending && (v.alert !== null || (v.status === 'loggedIn' && v.settings !== null)),
    );
    if (!after) return print(T.timeout);
    if (after.status === 'loggedIn') return print(T.loggedIn(after.user.nickname, withThousands(after.user.emoney)));
    if (after.captcha) print(T.captchaNext);
  });
}
