import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server accepted, parsed as a mail client would read it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Map<string, unknown>;
  /** Parts other than the text and HTML: an inline image has its Content-ID (`contentId`, with brackets). */
  attachments: { contentType: string; contentId?: string; disposition?: string; content: Buffer }[];
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, for the mail tests: it
 * accepts, refuses (`refuse = true`: 550 to every recipient), or is down (`stop`) and comes
 * back on the same port (`start`). Test code only.
 */
export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  refuse: boolean;
  /** The next message is taken (counted in `received`) but not answered until `release()`: a sender stuck mid-send. */
  holdNext(): void;
  /** How many messages wait for their answer. */
  readonly held: number;
  release(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false, holdNext: false };
  const held: (() => void)[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (state.refuse) {
            const error = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
            error.responseCode = 550;
            return callback(error);
          }
          callback();
        },
        onData(stream, _session, callback) {
          // As sent: an inline image stays a cid: reference (mailparser would inline it as a data URL).
          simpleParser(stream, { keepCidLinks: true })
            .then((mail) => {
              const addresses = (value: typeof mail.to) =>
                (Array.isArray(value) ? value : value ? [value] : []).flatMap((item) =>
                  item.value.map((entry) => entry.address ?? ''),
                );
              received.push({
                from: mail.from?.text ?? '',
                to: addresses(mail.to),
                subject: mail.subject ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                text: mail.text ?? '',
                messageId: mail.messageId ?? '',
                headers: mail.headers,
                attachments: mail.attachments.map((part) => ({
                  contentType: part.contentType,
                  contentId: part.contentId,
                  disposition: part.contentDisposition,
                  content: part.content,
                })),
              });
              if (state.holdNext) {
                state.holdNext = false;
                held.push(() => callback());
              } else callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        const address = (server as unknown as { server: Server }).server.address();
        if (address && typeof address === 'object') boundPort = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    holdNext() {
      state.holdNext = true;
    },
    get held() {
      return held.length;
    },
    release() {
      for (const answer of held.splice(0)) answer();
    },
    stop,
    start: listen,
    close: stop,
  };
}

/** A server that accepts connections and never says a word: an SMTP server that hangs. */
export async function startHangingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
