// What every Queues consumer does with a batch: read each message's job, do it, then ack the message or retry it.
import { logError } from "~/platform/request-telemetry.server";

type Consumer<J> = {
  /** The queue's name, for the log line about a body no job can be read from. */
  queue: string;
  /** The job a message body names, or null: such a message is logged and acked, as no retry can mend it. */
  parse: (body: unknown) => J | null;
  /** Does the job: null when the message is done, else how long the queue waits before delivering it again. */
  run: (job: J) => Promise<{ retryInSeconds: number } | null>;
  /** When `run` throws: what the error is logged with, and how long to wait before the next attempt. */
  failed: (job: J, attempts: number) => { context: Record<string, unknown>; retryInSeconds: number };
};

export async function consumeBatch<J>(
  batch: Pick<MessageBatch<unknown>, "messages">,
  consumer: Consumer<J>,
): Promise<void> {
  for (const message of batch.messages) {
    const job = consumer.parse(message.body);
    if (!job) {
      logError(new Error(`malformed ${consumer.queue} queue message`), { body: message.body });
      message.ack();
      continue;
    }
    try {
      const outcome = await consumer.run(job);
      if (outcome) message.retry({ delaySeconds: outcome.retryInSeconds });
      else message.ack();
    } catch (error) {
      const { context, retryInSeconds } = consumer.failed(job, message.attempts);
      logError(error, context);
      message.retry({ delaySeconds: retryInSeconds });
    }
  }
}

/** Rounds one cron sweep re-enqueues at most: a lost fan-out of 2,000 rows is back in one tick. */
const SWEEP_ROUNDS = 20;

/**
 * A cron sweep's re-enqueueing, shared by the outbox and the webhook deliveries: each round moves up to `batch`
 * stuck rows on and answers their ids (`move`, which picks them with a subquery: 100 bound ids and a time would pass
 * D1's 100 parameters a statement), then hands them to the queue (`enqueue`). It stops at a short round, or when the
 * queue refuses, since it would refuse the next round too: the next tick tries again. Answers how many it moved.
 */
export async function requeueInRounds(
  batch: number,
  move: () => Promise<number[]>,
  enqueue: (ids: number[]) => Promise<boolean>,
): Promise<number> {
  let requeued = 0;
  for (let round = 0; round < SWEEP_ROUNDS; round += 1) {
    const ids = await move();
    requeued += ids.length;
    if (ids.length === 0 || !(await enqueue(ids)) || ids.length < batch) break;
  }
  return requeued;
}
