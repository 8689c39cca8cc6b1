import { createClientServices, type ClientServices } from './client-services.js';
import { FixturesScreen } from './fixtures-screen.js';
import { printHistory } from './history-screen.js';
import { runLogin, SessionAlerts } from './login-screen.js';
import { TERMINAL_COMMANDS, TERMINAL_TEXTS as T, type TerminalCommand } from './messages.js';
import { SlipScreen } from './slip-screen.js';
import type { LineReader, Print } from './terminal-io.js';

const commandOf = (name: string): TerminalCommand | null =>
  (Object.keys(TERMINAL_COMMANDS) as TerminalCommand[]).find((c) => (TERMINAL_COMMANDS[c] as readonly string[]).includes(name)) ?? null;

/** A whole positive number typed as a command's argument, or null. */
const idArgument = (text: string | undefined): number | null => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);

/**
 * The terminal front end: reads one command a line, runs it to its printed answer, then reads
 * the next. Stops at "종료" or at the end of the input, disposing every view model.
 */
export class TerminalApp {
  private readonly services: ClientServices;
  private readonly alerts: SessionAlerts;
  private readonly fixtures: FixturesScreen;
  private readonly slip: SlipScreen;

  constructor(
    apiBaseUrl: string,
    private readonly reader: LineReader,
    private readonly print: Print,
  ) {
    this.services = createClientServices(apiBaseUrl);
    this.alerts = new SessionAlerts(this.services.session, print);
    this.fixtures = new FixturesScreen(this.services.fixtures, print);
    this.slip = new SlipScreen(this.services.slip, this.services.fixtures, this.fixtures, print);
  }

  async run(): Promise<void> {
    this.print(T.welcome);
    try {
      for (;;) {
        const line = await this.reader.next(T.prompt);
        if (line === null) break;
        const [name = '', ...args] = line.trim().split(/\s+/);
        if (name === '') continue;
        const command = commandOf(name);
        if (command === 'quit') break;
        if (command === null) this.print(T.unknownCommand(name));
        else await this.execute(command, args);
      }
    } finally {
      this.print(T.bye);
      this.dispose();
    }
  }

  private async execute(command: Exclude<TerminalCommand, 'quit'>, args: readonly string[]): Promise<void> {
    const { session } = this.services;
    switch (command) {
      case 'help':
        return T.help.forEach((line) => this.print(line));
      case 'login':
        return runLogin(session, this.alerts, this.reader, this.print);
      case 'logout':
        session.logout();
        return this.print(T.loggedOut);
      case 'fixtures':
        return this.fixtures.show(idArgument(args[0]));
      case 'pick':
      case 'unpick': {
        const oddsId = idArgument(args[0]);
        if (oddsId === null) return this.print(T.oddsIdRequired);
        return command === 'pick' ? this.slip.pick(oddsId) : this.slip.unpick(oddsId);
      }
      case 'stake':
        return this.slip.stake(args.join(''));
      case 'slip':
        return this.slip.show();
      case 'bet':
        return this.slip.bet();
      case 'history':
        return printHistory(this.services.openHistory, this.print);
    }
  }

  private dispose(): void {
    this.fixtures.dispose();
    this.alerts.dispose();
    this.services.dispose();
  }
}
