/*
 * Work on one thing (a scratch card, a customer's points) one request at a time. The collections write after an
 * await (their schema check is async), so a check-then-write could let two concurrent requests both pass the check.
 * The queue is joined synchronously, before any await: the second request runs only once the first has written, and
 * then sees what it wrote (a card already redeemed, points already spent).
 */

const tails = new Map<string, Promise<unknown>>();

export function oneAtATime<Result>(key: string, work: () => Promise<Result>): Promise<Result> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
