/**
 * What a server render was answered (ADR 0044): each GET's path and query (the origin left out), status and body, in
 * the order they came. The page hands them to the browser, which reads them instead of asking again. Server only: no
 * shopper's chunk carries it (its one reader is under `import.meta.env.SSR`).
 */
export type RecordedAnswer = readonly [url: string, status: number, body: string];

export interface AnswerRecord {
  answers: RecordedAnswer[];
  /** The bodies still being read; the record is whole once they have settled. */
  reading: Promise<unknown>[];
}

export const createAnswerRecord = (): AnswerRecord => ({ answers: [], reading: [] });

/** `fetch`, writing each GET's answer into the record as it is read (a copy: the caller reads its own). */
export function recordingFetch(record: AnswerRecord, base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await (base ?? globalThis.fetch)(input, init);
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET') {
      const url = new URL(request.url);
      record.reading.push(
        response
          .clone()
          .text()
          .then((body) => record.answers.push([`${url.pathname}${url.search}`, response.status, body]), () => undefined),
      );
    }
    return response;
  };
}

/** The record once every body in it has been read. */
export async function settledRecord(record: AnswerRecord): Promise<readonly RecordedAnswer[]> {
  await Promise.all(record.reading);
  return record.answers;
}
