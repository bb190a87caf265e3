/**
 * A pure decision, worked out once per distinct input and kept. A lifecycle machine's answer
 * depends only on the status and the event (its guards read the event), so resolving a snapshot
 * and taking the transition again on every call is wasted: about 40 µs of an approval on the
 * server. At most `max` answers are kept (inputs come from stored rows and requests); past that
 * the decision runs each time. Answers are frozen: callers share them.
 */
export function answeredOnce<A extends unknown[], R extends object>(
  decide: (...args: A) => R,
  keyOf: (...args: A) => string,
  max = 1000,
): (...args: A) => Readonly<R> {
  const answers = new Map<string, Readonly<R>>();
  return (...args) => {
    const key = keyOf(...args);
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = Object.freeze(decide(...args));
      if (answers.size < max) answers.set(key, answer);
    }
    return answer;
  };
}
