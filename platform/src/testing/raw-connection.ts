import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received: () => string;
  /** Milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
}

/** A TCP connection to a local server from a chosen loopback address, to act as a (slow) client. */
export function rawConnection(port: number, localAddress = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes `text` one byte every `everyMs`, until it is all sent or the socket is gone. */
export async function trickle(socket: Socket, text: string, everyMs: number): Promise<void> {
  for (const byte of text) {
    if (socket.destroyed) return;
    socket.write(byte);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Whether the server still holds the connection open after `ms`. */
export const stillOpenAfter = (connection: RawConnection, ms: number) =>
  Promise.race([connection.closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);
