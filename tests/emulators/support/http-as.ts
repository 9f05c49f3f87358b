import { request } from 'node:http';
import { functionUrl } from './clients';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET on an HTTP function with the headers given as sent, `Host` included (fetch would replace it):
 * what anyone calling the function's own address directly can send.
 */
export function getAs(name: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const url = new URL(functionUrl(name));
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${path}`, method: 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
