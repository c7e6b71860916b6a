// Plain JavaScript so the browser suite's server wrapper (apps/web/e2e/support, run by node) starts
// the same sink the API tests use; smtp-sink.d.mts gives the tests its types.
import { createServer } from 'node:net';

/**
 * A loopback SMTP server that keeps what it receives, for the mailer to talk real SMTP to.
 * `rejectNext` makes it answer the next messages with a temporary failure (451); recipients in
 * `rejectDomain` are refused for good (550), as a mail server refuses an address that does not exist.
 */
export class SmtpSink {
  messages = [];
  rejectNext = 0;
  #sockets = new Set();
  #server;
  #rejectDomain;

  constructor(server, url, rejectDomain) {
    this.#server = server;
    this.url = url;
    this.#rejectDomain = rejectDomain;
  }

  static async start({ port = 0, rejectDomain = null } = {}) {
    const server = createServer();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const sink = new SmtpSink(server, `smtp://127.0.0.1:${server.address().port}`, rejectDomain);
    server.on('connection', (socket) => sink.#serve(socket));
    return sink;
  }

  /** The Subject header of every message received, in order. */
  subjects() {
    return this.messages.map((message) => /^Subject: (.*)$/m.exec(message.data)?.[1]?.trim() ?? '');
  }

  async close() {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #serve(socket) {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = '';
    let recipients = [];
    let data = null;
    const reply = (line) => socket.write(`${line}\r\n`);
    const onLine = (line) => {
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
      if (verb === 'RCPT') {
        const recipient = line.slice(line.indexOf(':') + 1).trim();
        if (this.#rejectDomain && recipient.toLowerCase().endsWith(`@${this.#rejectDomain}>`)) {
          return reply('550 5.1.1 No such mailbox here');
        }
        recipients.push(recipient);
      }
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
