export * from './values';
export * from './query';
export * from './writes';
export * from './paged-query';
