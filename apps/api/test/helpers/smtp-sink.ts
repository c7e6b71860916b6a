import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMessage {
  recipients: string[];
  /** The message as sent after DATA (headers and body). */
  data: string;
}

/**
 * A loopback SMTP server that keeps what it receives, for the mailer to talk real SMTP to.
 * `rejectNext` makes it answer the next messages with a temporary failure (451).
 */
export class SmtpSink {
  readonly messages: ReceivedMessage[] = [];
  rejectNext = 0;
  readonly #sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpSink> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sink = new SmtpSink(server, `smtp://127.0.0.1:${(server.address() as { port: number }).port}`);
    server.on('connection', (socket) => sink.#serve(socket));
    return sink;
  }

  /** The Subject header of every message received, in order. */
  subjects(): string[] {
    return this.messages.map((message) => /^Subject: (.*)$/m.exec(message.data)?.[1]?.trim() ?? '');
  }

  async close() {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  #serve(socket: Socket) {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = '';
    let recipients: string[] = [];
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const onLine = (line: string) => {
      if (data) {
        if (line !== '.') return void data.push(line.startsWith('..') ? line.slice(1) : line);
        const message = { recipients, data: data.join('\r\n') };
        data = null;
        recipients = [];
        if (this.rejectNext > 0) {
          this.rejectNext -= 1;
          return reply('451 4.3.0 Try again later');
        }
        this.messages.push(message);
        return reply('250 2.0.0 Queued');
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 sink');
      if (verb === 'RCPT') recipients.push(line.slice(line.indexOf(':') + 1).trim());
      if (verb === 'DATA') {
        data = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'QUIT') {
        reply('221 Bye');
        return void socket.end();
      }
      reply('250 OK');
    };
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
        onLine(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
      }
    });
  }
}
