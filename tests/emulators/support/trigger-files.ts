/** A file under `tests/emulators/rules/` tests the rules alone, with background triggers paused; every other file runs them. */
export const wantsTriggers = (file: string) => !/tests[\\/]emulators[\\/]rules[\\/]/.test(file);
