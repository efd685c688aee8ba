import { getConfig } from '../config';

/**
 * A point between two writes where a crash test can stop the process: with TEST_PAUSE_AT set to
 * this step's name the call never returns (the test then kills the stack). A no-op otherwise.
 */
export async function pausePointForTests(step: string): Promise<void> {
  if (getConfig().testPauseAt !== step) return;
  console.log(`TEST_PAUSE_AT: paused at ${step}`);
  await new Promise(() => {});
}

/** A step that fails on purpose when TEST_FAIL_AT names it (retry and poison tests). A no-op otherwise. */
export function failPointForTests(step: string): void {
  if (getConfig().testFailAt === step) throw new Error(`TEST_FAIL_AT: failing at ${step} on purpose`);
}
