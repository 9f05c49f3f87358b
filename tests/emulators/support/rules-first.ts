import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { wantsTriggers } from './trigger-files';

/**
 * Runs the rules files (triggers paused) before the others (triggers on): the triggers resume once,
 * and each resume reloads every function. Other projects keep Vitest's order.
 */
export class RulesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => !wantsTriggers(file.moduleId)),
      ...sorted.filter((file) => wantsTriggers(file.moduleId)),
    ];
  }
}
