// Cloud Functions arrive with the backend issue (DESIGN.md §5): one file per trigger or callable,
// each re-exported here. Until then the bundle is empty, which is enough to prove the build and
// the emulator pipeline.
export {};
